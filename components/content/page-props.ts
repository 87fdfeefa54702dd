import type { ContentPage } from '@/lib/cms/types';
import type { Locale } from '@/lib/i18n/routing';

/** What every content-type page component gets (registry.tsx maps each type to one). */
export type ContentPageProps = { page: ContentPage; locale: Locale };
