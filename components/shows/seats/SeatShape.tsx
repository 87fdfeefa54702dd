import type { FeatureKind } from './feature-words';
import styles from './SeatPicker.module.css';

type Props = {
  x: number;
  y: number;
  /** the seat's radius */
  r: number;
  kinds: FeatureKind[];
  fill?: string;
};

/**
 * One seat's body and marks: a wheelchair space is a square, a companion seat a diamond, any
 * other seat a circle; a restricted view has a notch (a small triangle) at its top right, an aisle
 * seat a bar at its side, a step-free seat a line under it.
 */
export function SeatShape({ x, y, r, kinds, fill }: Props) {
  const has = (kind: FeatureKind) => kinds.includes(kind);
  const body = has('wheelchair') ? (
    <rect x={x - r} y={y - r} width={2 * r} height={2 * r} rx={r * 0.25} className={styles.dot} fill={fill} />
  ) : has('companion') ? (
    <path
      d={`M${x} ${y - r * 1.15} L${x + r * 1.15} ${y} L${x} ${y + r * 1.15} L${x - r * 1.15} ${y} Z`}
      className={styles.dot}
      fill={fill}
    />
  ) : (
    <circle cx={x} cy={y} r={r} className={styles.dot} fill={fill} />
  );
  return (
    <>
      {body}
      {has('restricted') && (
        <path
          d={`M${x + r * 0.2} ${y - r * 1.2} L${x + r * 1.2} ${y - r * 1.2} L${x + r * 1.2} ${y - r * 0.2} Z`}
          className={styles.mark}
        />
      )}
      {has('aisle') && (
        <rect x={x + r * 1.2} y={y - r * 0.7} width={r * 0.3} height={r * 1.4} className={styles.mark} />
      )}
      {has('stepFree') && <rect x={x - r} y={y + r * 1.25} width={2 * r} height={r * 0.25} className={styles.mark} />}
    </>
  );
}

/** A feature's mark alone, for the map's key. */
export function FeatureSwatch({ kind }: { kind: FeatureKind }) {
  return (
    <svg viewBox="-14 -14 28 28" width="20" height="20" aria-hidden="true" className={styles.featureSwatch}>
      <SeatShape x={0} y={0} r={8} kinds={[kind]} fill="#fff" />
    </svg>
  );
}
