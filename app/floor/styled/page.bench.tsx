/**
 * The floor with the site's stylesheets: as static as /floor, with no component, data or script
 * of the site, but loading the CSS the content pages load (the global styles and those of the
 * shell and every content type the catch-all route renders). `npm run lighthouse` compares each
 * page's LCP with this page's: a page waits for its stylesheets before it paints, which a bare
 * text page does not, so the bare floor set a mark no styled page could reach.
 */
import '../../styles/globals.css';
import '@/components/content/art/ArtLanding.module.css';
import '@/components/content/benefits/BenefitCard.module.css';
import '@/components/content/benefits/BenefitsView.module.css';
import '@/components/content/education/EducationLanding.module.css';
import '@/components/content/education/EducationList.module.css';
import '@/components/content/education/EducationPage.module.css';
import '@/components/content/education/EducationSections.module.css';
import '@/components/content/education/EducationSidebar.module.css';
import '@/components/content/festival/FestivalCard.module.css';
import '@/components/content/festival/FestivalPage.module.css';
import '@/components/content/home/HomePage.module.css';
import '@/components/content/info/PageBanner.module.css';
import '@/components/content/info/TabbedInfoPage.module.css';
import '@/components/content/lists/TermBrowser.module.css';
import '@/components/content/news/NewsArticle.module.css';
import '@/components/content/shared/AdvertSidebar.module.css';
import '@/components/content/shared/ArticleView.module.css';
import '@/components/content/shared/Breadcrumb.module.css';
import '@/components/content/shared/ContentLanguage.module.css';
import '@/components/content/shared/SlideItem.module.css';
import '@/components/content/shared/TeaserItems.module.css';
import '@/components/content/shared/TopBlock.module.css';
import '@/components/content/shared/TwoColumns.module.css';
import '@/components/layout/BottomBar.module.css';
import '@/components/layout/FestivalShell.module.css';
import '@/components/layout/Footer.module.css';
import '@/components/layout/FooterMenu.module.css';
import '@/components/layout/Header.module.css';
import '@/components/layout/Logo.module.css';
import '@/components/layout/MainArea.module.css';
import '@/components/layout/MainMenu.module.css';
import '@/components/search/SearchPage.module.css';
import '@/components/shows/BuyBox.module.css';
import '@/components/shows/DetailTabs.module.css';
import '@/components/shows/FestivalProjectPage.module.css';
import '@/components/shows/Recommendations.module.css';
import '@/components/shows/ShareLinks.module.css';
import '@/components/shows/ShowCard.module.css';
import '@/components/shows/ShowModal.module.css';
import '@/components/shows/ShowView.module.css';
import '@/components/ui/FetchStatus.module.css';
import '@/components/ui/HeroSlider.module.css';
import '@/components/ui/Pager.module.css';
import '@/components/ui/Slider.module.css';
import '@/components/ui/Tabs.module.css';
import '@/components/ui/Tooltip.module.css';

export default function StyledFloorPage() {
  return (
    <main>
      <h1>Floor, styled</h1>
      <p>A static page with the site&apos;s stylesheets and nothing else: the baseline of npm run lighthouse.</p>
    </main>
  );
}
