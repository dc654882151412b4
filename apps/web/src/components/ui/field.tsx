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
  /** Draws the required mark (an asterisk) after the label; the control says aria-required itself. */
  isRequired?: boolean;
  /**
   * A note for screen readers, for controls that cannot carry aria-required (a group, a picker
   * button): the group points at it itself, a picker button through `withRequired`.
   */
  requiredText?: string;
  children: ReactNode;
}

/** Ids of the error and hint texts, for the control's aria-describedby. */
export function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  const ids = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** Id of the screen-reader note "required" of a control that cannot say aria-required (a picker button). */
const requiredId = (id: string) => `${id}-required`;

/** A picker button's aria-describedby with the shell's "required" note added when the field is required. */
export function withRequired(ids: string | undefined, isRequired: boolean, id: string): string | undefined {
  return [ids, isRequired ? requiredId(id) : ''].filter(Boolean).join(' ') || undefined;
}

/**
 * Every form control's frame: label (or legend), the control, then the error and hint texts the
 * control points at. Input, Select and the server-described fields all use it.
 */
export function FieldShell(props: FieldShellProps) {
  const { id, label, isLabelHidden, hint, error, isGroup, onGroupBlur, children } = props;
  // The asterisk is drawn by CSS with an empty alternative text: screen readers hear aria-required
  // (or the required text below) instead, and the label's text stays the field's name.
  const labelClass = cx(styles.label, props.isRequired && styles.required, isLabelHidden && styles.srOnly);
  const requiredNote = props.isRequired && props.requiredText && (
    <span id={requiredId(id)} className={styles.srOnly}>
      {props.requiredText}
    </span>
  );
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
        aria-describedby={withRequired(describedBy(id, hint, error), Boolean(requiredNote), id)}
        aria-invalid={error ? true : undefined}
        onBlur={(event: FocusEvent<HTMLFieldSetElement>) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onGroupBlur?.();
        }}
      >
        {label && <legend className={labelClass}>{label}</legend>}
        {requiredNote}
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
      {requiredNote}
      {children}
      {texts}
    </div>
  );
}
