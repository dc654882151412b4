import type { ComponentPropsWithRef, ReactNode } from 'react';
import type { ButtonSize, ButtonVariant } from './button';
import { cx } from './cx';
import styles from './icon-button.module.css';

interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'children'> {
  /** Accessible name and tooltip; an icon alone tells a screen reader nothing. */
  label: string;
  icon: ReactNode;
  variant?: Exclude<ButtonVariant, 'danger'>;
  size?: ButtonSize;
}

export function IconButton({
  label,
  icon,
  variant = 'ghost',
  size = 'm',
  type = 'button',
  className,
  ...rest
}: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      className={cx(styles.button, styles[variant], styles[size], className)}
      {...rest}
    >
      {icon}
    </button>
  );
}
