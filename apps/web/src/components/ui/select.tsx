import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { cx } from './cx';
import { describedBy, FieldShell } from './field';
import { Icon } from './icons';
import inputStyles from './input.module.css';
import styles from './select.module.css';
import { useHydrated } from './use-hydrated';

interface SelectProps extends ComponentPropsWithRef<'select'> {
  label?: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
}

/** A styled native select: the platform picker stays, which is what works best on phones. */
export function Select({ label, hint, error, id, className, children, disabled, ...rest }: SelectProps) {
  const generatedId = useId();
  // Server-rendered, it waits for the page to hydrate: a choice made before would be lost.
  const hydrated = useHydrated();
  const selectId = id ?? generatedId;
  return (
    <FieldShell id={selectId} label={label} hint={hint} error={error}>
      <span className={styles.wrap}>
        <select
          id={selectId}
          className={cx(inputStyles.input, styles.select, className)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(selectId, hint, error)}
          disabled={disabled || !hydrated}
          {...rest}
        >
          {children}
        </select>
        <Icon name="chevronDown" className={styles.caret} size={16} />
      </span>
    </FieldShell>
  );
}
