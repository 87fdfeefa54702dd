'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';

// The seat map's code loads only on the seat page.
const SeatPicker = dynamic(() => import('./SeatPicker'), { ssr: false, loading: () => <Loading /> });

function Loading() {
  const t = useTranslations('Common');
  return <p role="status">{t('loading')}</p>;
}

export function SeatPickerIsland(props: { projectToken: string; showHref: string }) {
  return <SeatPicker {...props} />;
}
