/**
 * What each content type's page needs included, in one place (spec section 7). Pages never build
 * include strings themselves.
 */
export const contentTypes = [
  'homepage',
  'news',
  'art_education',
  'art_education_landing',
  'project',
  'about_us',
  'facilities',
  'sponsor',
  'festival',
  'festival_project',
  'education',
  'landing_page',
] as const;

export type ContentType = (typeof contentTypes)[number];

export function isContentType(value: string): value is ContentType {
  return (contentTypes as readonly string[]).includes(value);
}

export const nodeIncludes: Record<ContentType, string[]> = {
  homepage: [],
  news: [
    'field_news_type',
    'field_news_poster',
    'field_news_video',
    'field_news_pdf',
    'field_news_recommendation',
    'field_news_recommendation.field_project_presentation_img',
  ],
  art_education: [
    'field_art_edu_theme',
    'field_art_edu_poster',
    'field_art_edu_video',
    'field_art_edu_pdf',
    'field_art_edu_recommendation',
    'field_art_edu_recommendation.field_project_presentation_img',
  ],
  art_education_landing: [
    'field_art_edu_landing_slider',
    'field_art_edu_landing_slider.field_slide_image',
    'field_art_edu_landing_slider.field_slide_project_news',
  ],
  project: [
    'field_project_presentation_img',
    'field_access_performances',
    'field_project_slider',
    'field_project_recommendation',
    'field_project_recommendation.field_project_presentation_img',
  ],
  about_us: ['field_node_banner'],
  facilities: ['field_node_banner'],
  sponsor: ['field_node_banner'],
  festival: [
    'field_background_image',
    'field_project_logo',
    'field_festival_hero_slider',
    'field_festival_hero_slider.field_slide_image',
    'field_festival_hero_slider.field_slide_project_news',
    'field_festival_projects',
    'field_festival_projects.field_project',
    'field_festival_projects.field_project.field_project_presentation_img',
  ],
  festival_project: [
    'field_project_presentation_img',
    'field_access_performances',
    'field_project_slider',
    'field_project_recommendation',
    'field_project_recommendation.field_project_presentation_img',
    'field_node_banner',
    'field_banner_logo',
    'field_festival',
    'field_festival.field_background_image',
  ],
  education: [
    'field_type',
    'field_type.field_image',
    'field_content_section',
    'field_content_section.field_video',
    'field_content_section.field_image',
  ],
  landing_page: ['field_node_banner'],
};
