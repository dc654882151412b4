import { cx } from './cx';
import styles from './spinner.module.css';

interface SpinnerProps {
  size?: 's' | 'm' | 'l';
  /** With a label the spinner announces itself; without one it is decoration (e.g. inside a busy button). */
  label?: string;
  className?: string;
}

export function Spinner({ size = 'm', label, className }: SpinnerProps) {
  const classes = cx(styles.spinner, styles[size], className);
  if (!label) return <span className={classes} aria-hidden="true" />;
  return (
    <span className={classes} role="status">
      <span className={styles.visuallyHidden}>{label}</span>
    </span>
  );
}
