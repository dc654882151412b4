import type { CSSProperties } from 'react';
import { cx } from './cx';
import styles from './skeleton.module.css';

interface SkeletonProps {
  /** Number of placeholder rows, each of the final row's height, so content replaces them without a jump. */
  rows?: number;
  rowHeight?: number;
  /** Row width as a CSS length; defaults to the full width. */
  width?: string;
  gap?: number;
  className?: string;
}

export function Skeleton({ rows = 1, rowHeight = 16, width = '100%', gap = 8, className }: SkeletonProps) {
  const rowStyle: CSSProperties = { blockSize: rowHeight, inlineSize: width };
  return (
    <div className={cx(styles.skeleton, className)} style={{ gap }} aria-hidden="true" data-skeleton="">
      {Array.from({ length: rows }, (_, row) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
        <span key={row} className={styles.row} style={rowStyle} />
      ))}
    </div>
  );
}
