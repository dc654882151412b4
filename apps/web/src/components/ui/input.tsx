import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { cx } from './cx';
import { describedBy, FieldShell } from './field';
import styles from './input.module.css';

interface InputProps extends ComponentPropsWithRef<'input'> {
  label?: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
}

/** A text input with label, hint and error; `ref` reaches the native input (React 19 passes it as a prop). */
export function Input({ label, hint, error, id, className, ...rest }: InputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <FieldShell id={inputId} label={label} hint={hint} error={error}>
      <input
        id={inputId}
        className={cx(styles.input, className)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, hint, error)}
        {...rest}
      />
    </FieldShell>
  );
}
