import { CmsPicture } from '@/components/ui/CmsPicture';
import { Tooltip } from '@/components/ui/Tooltip';
import type { Benefit, MembershipLevel } from '@/lib/cms/types';
import { textColorOn } from './level-colors';
import styles from './BenefitCard.module.css';

type Props = {
  benefit: Benefit;
  levels: MembershipLevel[];
  labels: { included: string; notIncluded: string };
};

/** A benefit with, for every membership level, whether it is included (in the level's colour). */
export function BenefitCard({ benefit, levels, labels }: Props) {
  const byLevel = new Map(benefit.eligibility.map((e) => [e.levelId, e]));
  return (
    <li className={styles.card} data-testid="benefit">
      <div className={styles.head}>
        {benefit.icon && (
          <CmsPicture
            url={benefit.icon.url}
            crop={{ width: 160, height: 160 }}
            width={48}
            height={48}
            sizes="48px"
            alt=""
            className={styles.icon}
          />
        )}
        <h3 className={styles.title}>{benefit.title}</h3>
      </div>
      <ul className={styles.levels}>
        {levels.map((level) => {
          const entry = byLevel.get(level.id);
          if (!entry) {
            return (
              <li
                key={level.id}
                className={`${styles.level} ${styles.no}`}
                data-level={level.name}
                data-eligible="false"
              >
                <span aria-hidden="true" className={styles.mark}>
                  –
                </span>
                {level.name}
                <span className="visually-hidden">: {labels.notIncluded}</span>
              </li>
            );
          }
          const style = { backgroundColor: level.color, borderColor: level.color, color: textColorOn(level.color) };
          const content = (
            <>
              <span aria-hidden="true" className={styles.mark}>
                ✓
              </span>
              {level.name}
              <span className="visually-hidden">: {labels.included}</span>
              {entry.description && (
                <span aria-hidden="true" className={styles.info}>
                  i
                </span>
              )}
            </>
          );
          return (
            <li key={level.id} data-level={level.name} data-eligible="true" data-color={level.color}>
              {entry.description ? (
                <Tooltip content={entry.description} className={styles.level} style={style}>
                  {content}
                </Tooltip>
              ) : (
                <span className={styles.level} style={style}>
                  {content}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </li>
  );
}
