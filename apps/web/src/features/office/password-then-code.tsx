import { useState } from 'react';
import { Button, CodeInput, Input } from '../../components/ui';
import { type FormFailure, fieldText } from '../../lib/form-failure';
import { useTranslation } from '../../lib/i18n';

/** An office change confirmed in two steps: the player's password first, then the code it sends. */
export function usePasswordThenCode() {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [isSent, setSent] = useState(false);
  return {
    password,
    setPassword,
    code,
    setCode,
    /** The code is on its way: the form asks for it instead of the password. */
    isSent,
    setSent,
    /** Back to the first step with both fields empty, once the change is done. */
    reset: () => {
      setSent(false);
      setPassword('');
      setCode('');
    },
  };
}

export type PasswordThenCode = ReturnType<typeof usePasswordThenCode>;

interface PasswordThenCodeFieldsProps {
  step: PasswordThenCode;
  codeLabel: string;
  failure: FormFailure | null;
  /** Shown on the password when the form's own failure has nothing for it (another action also sends it). */
  passwordError?: string;
  /** A resend button under the code, for a code that may be asked for again. */
  resend?: { left: number; isDisabled: boolean; onResend: () => void };
}

/** The step the e-mail and phone changes share: the password until the code is sent, then the code. */
export function PasswordThenCodeFields({
  step,
  codeLabel,
  failure,
  passwordError,
  resend,
}: PasswordThenCodeFieldsProps) {
  const { t } = useTranslation();
  if (!step.isSent) {
    return (
      <Input
        name="password"
        type="password"
        autoComplete="current-password"
        label={t('office.confirmPassword')}
        value={step.password}
        onChange={(e) => step.setPassword(e.target.value)}
        error={fieldText(t, failure, 'password') ?? passwordError}
      />
    );
  }
  return (
    <>
      <CodeInput
        name="confirm_code"
        label={codeLabel}
        value={step.code}
        onValueChange={step.setCode}
        error={fieldText(t, failure, 'confirm_code')}
      />
      {resend && (
        <Button variant="ghost" size="s" disabled={resend.isDisabled} onClick={resend.onResend}>
          {resend.left > 0 ? t('auth.sms.resendIn', { s: resend.left }) : t('auth.sms.resend')}
        </Button>
      )}
    </>
  );
}
