import { isOn } from '@fairline/shared/validation';
import { useState } from 'react';
import { RESEND_SECONDS, useCountdown } from '../../../lib/use-countdown';
import { Button } from '../button';
import { cx } from '../cx';
import type { FieldComponentProps } from './form-field';
import { useFieldText } from './use-field-text';

const RESEND_KEY = 'forms.button.resendIn';

/**
 * A form button (e.g. "send SMS code"). It waits while its action runs; with a resend text it then
 * counts down ("Resend in {{s}}s") before it can be pressed again.
 */
export function ButtonField({ field, disabled, context }: FieldComponentProps) {
  const text = useFieldText();
  const countdown = useCountdown();
  const [isBusy, setBusy] = useState(false);
  const isActive = isOn(field.alwaysActive) || context.isButtonEnabled(field);

  const press = async () => {
    setBusy(true);
    try {
      const result = await context.onButton(field);
      const wait = result?.resendAfter ?? (field.resendText !== undefined ? RESEND_SECONDS : 0);
      if (wait > 0) countdown.start(wait);
    } finally {
      setBusy(false);
    }
  };

  const caption =
    countdown.left > 0
      ? text(field.resendText || RESEND_KEY, { s: countdown.left })
      : text(field.text || field.title || field.name);
  return (
    <Button
      name={field.name}
      className={cx(field.class)}
      variant="secondary"
      fullWidth
      isLoading={isBusy}
      disabled={disabled || isOn(field.disabled) || !isActive || countdown.left > 0}
      onClick={press}
    >
      {caption}
    </Button>
  );
}
