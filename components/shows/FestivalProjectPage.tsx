import { CmsPicture } from '@/components/ui/CmsPicture';
import type { ContentPageProps } from '@/components/content/page-props';
import cmsImageLoader, { cmsImageSrc } from '@/lib/images/loader';
import { loadShow } from './ProjectPage';
import { ShowView } from './ShowView';
import styles from './FestivalProjectPage.module.css';

/** The `festival_project` content type: banner (375x140 on phones, else 1400x200), logo, the show with details open. */
export async function FestivalProjectPage({ page, locale }: ContentPageProps) {
  const show = await loadShow(locale, 'festival_project', page.uuid);
  const banner = show.banner;
  const small = banner ? cmsImageSrc(banner.url, { width: 375, height: 140 }) : '';
  const large = banner ? cmsImageSrc(banner.url, { width: 1400, height: 200 }) : '';
  return (
    <>
      {banner && (
        <div className={styles.banner}>
          <picture>
            <source
              media="(max-width: 767px)"
              srcSet={`${cmsImageLoader({ src: small, width: 375 })} 1x, ${cmsImageLoader({ src: small, width: 750 })} 2x`}
            />
            <img
              src={cmsImageLoader({ src: large, width: 1400 })}
              srcSet={`${cmsImageLoader({ src: large, width: 1400 })} 1x, ${cmsImageLoader({ src: large, width: 2800 })} 2x`}
              alt={banner.alt}
              width={1400}
              height={200}
              className={styles.bannerImage}
            />
          </picture>
          {show.bannerLogo && (
            <CmsPicture
              url={show.bannerLogo.url}
              alt={show.bannerLogo.alt}
              width={480}
              height={Math.round((480 * show.bannerLogo.height) / show.bannerLogo.width) || 160}
              sizes="(max-width: 767px) 40vw, 480px"
              className={styles.logo}
            />
          )}
        </div>
      )}
      <ShowView show={show} locale={locale} variant="festival" replaceUrl={false} />
    </>
  );
}
