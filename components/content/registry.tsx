import type { ComponentType } from 'react';
import type { ContentType } from '@/lib/cms/includes';
import { EducationPage } from './education/EducationPage';
import { FestivalPage } from './festival/FestivalPage';
import { AboutUsPage, FacilitiesPage, SponsorPage } from './info/TabbedInfoPage';
import { ArtArticle } from './art/ArtArticle';
import { ArtLanding } from './art/ArtLanding';
import { HomePage } from './home/HomePage';
import { CentersLanding } from './news/CentersLanding';
import { NewsArticle } from './news/NewsArticle';
import { ProjectPage } from '@/components/shows/ProjectPage';
import { FestivalProjectPage } from '@/components/shows/FestivalProjectPage';
import type { ContentPageProps } from './page-props';

/**
 * Content type -> page component (design.md section 6.4). Every type the alias resolver may
 * return has an entry; anything else is not found.
 */
export const pageComponents: Record<ContentType, ComponentType<ContentPageProps>> = {
  homepage: HomePage,
  news: NewsArticle,
  art_education: ArtArticle,
  art_education_landing: ArtLanding,
  project: ProjectPage,
  about_us: AboutUsPage,
  facilities: FacilitiesPage,
  sponsor: SponsorPage,
  festival: FestivalPage,
  festival_project: FestivalProjectPage,
  education: EducationPage,
  landing_page: CentersLanding,
};

/** Pages that show the phone's bottom bar: content pages with status 200 except shows. */
export function bottomBarFor(type: ContentType): 'home' | 'other' | false {
  if (type === 'project' || type === 'festival' || type === 'festival_project') return false;
  return type === 'homepage' ? 'home' : 'other';
}
