import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Input } from './input';

interface CodeInputProps extends Omit<ComponentPropsWithRef<'input'>, 'value' | 'onChange'> {
  label: ReactNode;
  value: string;
  /** Called with the digits only: codes keep their leading zeros and never carry spaces or letters. */
  onValueChange: (digits: string) => void;
  error?: ReactNode;
}

/** A one-time code field (SMS, e-mail or authenticator app): numeric keyboard, autofill, digits only. */
export function CodeInput({ onValueChange, ...rest }: CodeInputProps) {
  return (
    <Input
      inputMode="numeric"
      autoComplete="one-time-code"
      onChange={(e) => onValueChange(e.target.value.replace(/\D/g, ''))}
      {...rest}
    />
  );
}
