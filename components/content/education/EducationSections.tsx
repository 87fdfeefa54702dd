import { CmsPicture } from '@/components/ui/CmsPicture';
import { useTranslations } from 'next-intl';
import type { EducationSection } from '@/lib/cms/types';
import { RichText } from '@/components/ui/RichText';
import styles from './EducationSections.module.css';

/**
 * The paragraph blocks of an education page: title, video (an uploaded file, or an https embed
 * rendered as our own <iframe>), description, image. Any other paragraph type says so.
 */
export function EducationSections({ sections }: { sections: EducationSection[] }) {
  const t = useTranslations('Education');
  return (
    <div className={styles.sections}>
      {sections.map((section) => {
        switch (section.kind) {
          case 'title':
            return (
              <h2 key={section.id} className={styles.title}>
                {section.title}
              </h2>
            );
          case 'video-upload':
            return (
              <div key={section.id} className={styles.video}>
                <video controls preload="metadata" playsInline data-testid="education-video">
                  <source src={section.url} type={section.mime} />
                  {t('videoUnsupported')}
                </video>
              </div>
            );
          case 'video-iframe':
            return (
              <div key={section.id} className={styles.video}>
                <iframe
                  src={section.src}
                  title={section.title || t('videoTitle')}
                  allowFullScreen
                  loading="lazy"
                  referrerPolicy="strict-origin-when-cross-origin"
                  sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
                  data-testid="education-embed"
                />
              </div>
            );
          case 'description':
            return <RichText key={section.id} html={section.html} className={styles.description} />;
          case 'image':
            return (
              <CmsPicture
                key={section.id}
                url={section.image.url}
                crop={{ width: 1200, height: 400 }}
                sizes="(max-width: 991px) 100vw, 800px"
                alt={section.image.alt}
                className={styles.image}
              />
            );
          default:
            return (
              <p key={section.id} className={styles.unknown} data-paragraph-type={section.type}>
                {t('unknownParagraph')}
              </p>
            );
        }
      })}
    </div>
  );
}
