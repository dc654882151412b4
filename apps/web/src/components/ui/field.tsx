import type { FocusEvent, ReactNode } from 'react';
import { cx } from './cx';
import styles from './field.module.css';

interface FieldShellProps {
  id: string;
  label?: ReactNode;
  /** The label stays for assistive technology but is not drawn (the placeholder stands in). */
  isLabelHidden?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  /** A group of controls (day/month/year, radio list) gets a fieldset and legend instead of a label. */
  isGroup?: boolean;
  /** A group reports blur once focus leaves all of its controls. */
  onGroupBlur?: () => void;
  children: ReactNode;
}

/** Ids of the error and hint texts, for the control's aria-describedby. */
export function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  const ids = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/**
 * Every form control's frame: label (or legend), the control, then the error and hint texts the
 * control points at. Input, Select and the server-described fields all use it.
 */
export function FieldShell({ id, label, isLabelHidden, hint, error, isGroup, onGroupBlur, children }: FieldShellProps) {
  const labelClass = cx(styles.label, isLabelHidden && styles.srOnly);
  const texts = (
    <>
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
    </>
  );
  if (isGroup) {
    return (
      <fieldset
        id={id}
        className={cx(styles.field, styles.group)}
        aria-describedby={describedBy(id, hint, error)}
        aria-invalid={error ? true : undefined}
        onBlur={(event: FocusEvent<HTMLFieldSetElement>) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onGroupBlur?.();
        }}
      >
        {label && <legend className={labelClass}>{label}</legend>}
        {children}
        {texts}
      </fieldset>
    );
  }
  return (
    <div className={styles.field}>
      {label && (
        <label htmlFor={id} className={labelClass}>
          {label}
        </label>
      )}
      {children}
      {texts}
    </div>
  );
}
