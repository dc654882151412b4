import type { FormFailure } from '../../lib/form-failure';

type T = (key: string) => string;

export interface TwoFactorErrors {
  sms?: string;
  app?: string;
  password?: string;
  general?: string;
}

/** Spec §8: error_code 2 puts the message on the sms code field, any other message on the app code field. */
export function twoFactorErrors(t: T, failure: FormFailure | null): TwoFactorErrors {
  if (!failure) return {};
  const text = (field: string) => (failure.fields[field] ? t(failure.fields[field]) : failure.message);
  if (String(failure.errorCode) === '2') return { sms: text('sms_code') };
  if (failure.fields.password) return { password: t(failure.fields.password) };
  if (failure.isLocked) return { general: failure.message };
  return { app: text('app_code') };
}
