import type { ComponentType } from 'react';
import type { ContentType } from '@/lib/cms/includes';
import type { ContentPage } from '@/lib/cms/types';
import type { Locale } from '@/lib/i18n/routing';
import { BasicPage } from './BasicPage';

export type ContentPageProps = { page: ContentPage; locale: Locale };

const Dated = (props: ContentPageProps) => <BasicPage {...props} showDate />;

/**
 * Content type -> page component (design.md section 6.4). Every type the alias resolver may
 * return has an entry; anything else is not found.
 */
export const pageComponents: Record<ContentType, ComponentType<ContentPageProps>> = {
  homepage: BasicPage,
  news: Dated,
  art_education: Dated,
  art_education_landing: BasicPage,
  project: BasicPage,
  about_us: BasicPage,
  facilities: BasicPage,
  sponsor: BasicPage,
  festival: BasicPage,
  festival_project: BasicPage,
  education: Dated,
  landing_page: BasicPage,
};

/** Pages that show the phone's bottom bar: content pages with status 200 except shows. */
export function bottomBarFor(type: ContentType): 'home' | 'other' | false {
  if (type === 'project' || type === 'festival' || type === 'festival_project') return false;
  return type === 'homepage' ? 'home' : 'other';
}
