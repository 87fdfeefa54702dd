import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { SeatFeatures } from '@/lib/ticketing/types';

/** The seat features named and drawn, each with words and a shape or mark of its own (never a colour alone). */
export const FEATURE_KINDS = ['wheelchair', 'companion', 'restricted', 'aisle', 'stepFree'] as const;
export type FeatureKind = (typeof FEATURE_KINDS)[number];

export function kindsOf(features: SeatFeatures): FeatureKind[] {
  return FEATURE_KINDS.filter((kind) =>
    kind === 'companion'
      ? features.companionOf !== null
      : kind === 'restricted'
        ? features.restrictedView !== null
        : features[kind],
  );
}

export type FeatureWord = { kind: FeatureKind; text: string };

/**
 * The one mapping from a seat's features to words, for every place that names them: inside the
 * seat's name on the map (`inName`: "Row 10 Seat 9, ￥180, wheelchair space"), and on their own
 * (`label`) in the map's key, the seat's card and the order's tickets. A restricted view says why
 * where the map gives a reason; a companion seat names its wheelchair space where it is known
 * (`spaceName`, its place in words).
 */
export function useSeatFeatureWords() {
  const t = useTranslations('SeatFeatures');
  return useMemo(() => {
    const kindLabel = (kind: FeatureKind) => t(`label.${kind}`);
    function words(features: SeatFeatures, form: 'inName' | 'label', spaceName: string | null = null): FeatureWord[] {
      return kindsOf(features).map((kind) => {
        const reason = features.restrictedView?.reason;
        const text =
          kind === 'restricted' && reason
            ? t(`${form}.restrictedWhy`, { reason })
            : kind === 'companion' && (spaceName || form === 'inName')
              ? t(`${form}.companionOf`, { seat: spaceName ?? '' })
              : form === 'inName'
                ? t(`inName.${kind as Exclude<FeatureKind, 'companion'>}`)
                : kindLabel(kind);
        return { kind, text };
      });
    }
    return { words, kindLabel, separator: t('separator') };
  }, [t]);
}
