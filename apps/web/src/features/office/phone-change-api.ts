// The office phone change calls (spec §7 Phone): a code to the current phone and its confirmation
// (v1) re-authenticate; v2 update-phone-number then sends a code to the new number and, with that
// code and the secure answer, applies the change. Each carries the captcha in x-captcha-token.
import type { OkAnswer } from '@fairline/shared/wire/auth';
import type {
  CodeSentNotice,
  CurrentPhoneConfirmRequest,
  PhoneChangeAnswer,
  PhoneChangeRequest,
} from '@fairline/shared/wire/office';
import { http } from '../../lib/http';

const post = <T>(url: string, params: Record<string, unknown>, captcha: string | undefined) =>
  http.requestOrThrow<T>({
    url,
    method: 'POST',
    params,
    headers: captcha ? { 'x-captcha-token': captcha } : {},
  });

/** Step 1: a code to the phone the account has now. */
export const sendCurrentPhoneCode = (captcha?: string) =>
  post<CodeSentNotice>('/web-api/v1/phoneActions/updatePhoneNumber/sendCode', {}, captcha);

/** Step 2: that code proves the owner; for 10 minutes a new number may be set. */
export const confirmCurrentPhoneCode = (code: string, captcha?: string) =>
  post<OkAnswer>(
    '/web-api/v1/phoneActions/updatePhoneNumber/confirm',
    { confirm_code: code } satisfies CurrentPhoneConfirmRequest,
    captcha,
  );

/** Step 3: a code to the new number. */
export const sendNewPhoneCode = (phone: string, captcha?: string) =>
  post<PhoneChangeAnswer>(
    '/web-api/v2/phone-actions/update-phone-number',
    { phone_number: phone } satisfies PhoneChangeRequest,
    captcha,
  );

/** Step 4: the new number's code and, when the account has a secure question, its answer: the change. */
export const applyNewPhone = (input: { phone: string; code: string; answer?: string }, captcha?: string) =>
  post<PhoneChangeAnswer>(
    '/web-api/v2/phone-actions/update-phone-number',
    {
      phone_number: input.phone,
      confirm_code: input.code,
      ...(input.answer ? { user_answer: input.answer } : {}),
    } satisfies PhoneChangeRequest,
    captcha,
  );
