// The block-appeal form's rules, without zod so the web form imports them without the schema library.
import { checkEmail } from '../validation/email';
import { MessageKeys } from '../validation/messages';
import type { CheckFailure } from '../validation/types';

/** Bounds of the appeal form, shared by the form and the route. */
export const BlockAppealLimits = {
  /** An appeal says what happened: a few words are not enough to review it. */
  messageMin: 20,
  messageMax: 2000,
  accountMax: 100,
} as const;

/** The fields a visitor fills in. */
export type BlockAppealFields = { email: string; account: string; message: string };

/** Field errors of an appeal as message keys; empty when it may be sent. */
export function checkBlockAppeal(input: BlockAppealFields): Partial<Record<keyof BlockAppealFields, CheckFailure>> {
  const errors: Partial<Record<keyof BlockAppealFields, CheckFailure>> = {};
  const email = input.email.trim();
  const message = input.message.trim();
  const emailFailure = email === '' ? { key: MessageKeys.required } : checkEmail(email);
  if (emailFailure) errors.email = emailFailure;
  if (input.account.trim().length > BlockAppealLimits.accountMax) {
    errors.account = { key: MessageKeys.maxSymbolsLimit, params: { max: BlockAppealLimits.accountMax } };
  }
  if (message === '') errors.message = { key: MessageKeys.required };
  else if (message.length < BlockAppealLimits.messageMin) {
    errors.message = { key: MessageKeys.minSymbolsLimit, params: { min: BlockAppealLimits.messageMin } };
  } else if (message.length > BlockAppealLimits.messageMax) {
    errors.message = { key: MessageKeys.maxSymbolsLimit, params: { max: BlockAppealLimits.messageMax } };
  }
  return errors;
}
