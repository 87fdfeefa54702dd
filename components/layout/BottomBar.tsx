import { getTranslations } from 'next-intl/server';
import { BottomBarView, type BottomBarPage } from './BottomBarView';

export type { BottomBarPage };

/**
 * The phone's sticky bottom bar (below 992 px): home and what's-on, each disabled on its own page.
 * Which pages show it is decided by the page (spec section 2), through SiteShell's `bottomBar`.
 */
export async function BottomBar({ current }: { current: BottomBarPage }) {
  const t = await getTranslations('BottomBar');
  return <BottomBarView current={current} labels={{ bar: t('label'), home: t('home'), events: t('events') }} />;
}
