import { countryById } from '@fairline/shared/lookups/countries';
import {
  type Flag,
  type FormValues,
  isOn,
  isPhoneValue,
  MessageKeys,
  type PhoneValue,
} from '@fairline/shared/validation';

/**
 * The phone value rebuilt from what the server trusts: the country id picks the calling code and
 * code; the number keeps its digits only. Null when the country is unknown or has no calling code.
 */
export function normalizePhone(value: unknown): PhoneValue | null {
  if (!isPhoneValue(value as FormValues[string])) return null;
  const phone = value as PhoneValue;
  const country = countryById(Number(phone.countryId));
  if (!country?.phoneCode) return null;
  const phoneCode = country.phoneCode.replace('+', '');
  const phoneNum = phone.phoneNum.replace(/\D/g, '');
  return {
    countryCode: country.code,
    countryId: country.id,
    phoneCode,
    phoneNum,
    fullPhone: `${phoneCode}${phoneNum}`,
  };
}

/** A numeric id from a select value (number or digits), else undefined. */
export function idOf(value: FormValues[string]): number | undefined {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
  if (typeof value === 'string' && /^-?\d{1,9}$/.test(value.trim())) return Number(value);
  return undefined;
}

/** Text of a value, trimmed; undefined when blank or not text. */
export function trimmedText(value: FormValues[string]): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** The password exactly as typed (never trimmed: it was validated and must be hashed as is). */
export function passwordOf(values: FormValues): string {
  return typeof values.password === 'string' ? values.password : '';
}

/** The values with the phone rebuilt from trusted data; a phone of an unknown country is an error. */
export function withTrustedPhone(
  values: FormValues,
  hasPhoneField: boolean,
): { values: FormValues; phone: PhoneValue | null; errors: Record<string, string> } {
  const out: FormValues = { ...values };
  if (!hasPhoneField || out.phone === undefined || out.phone === null) return { values: out, phone: null, errors: {} };
  const phone = normalizePhone(out.phone);
  if (!phone) return { values: out, phone: null, errors: { phone: MessageKeys.phoneIncorrect } };
  out.phone = phone;
  return { values: out, phone, errors: {} };
}

/** The identity fields' values as the account profile keeps them (blank ones left out). */
export function identityProfile(values: FormValues): Record<string, unknown> {
  const entries: [string, unknown][] = [
    ['citizenshipId', idOf(values.citizenship_id)],
    ['gender', idOf(values.gender)],
    ['birthplace', trimmedText(values.birthplace)],
    ['passportDate', trimmedText(values.passport_date)?.slice(0, 10)],
    ['passportEndDate', trimmedText(values.passport_end_date)?.slice(0, 10)],
    ['passportWho', trimmedText(values.passport_who)],
    ['postalCode', trimmedText(values.postal_code)?.toUpperCase()],
    ['cpf', trimmedText(values.cpf)?.replace(/\D/g, '')],
    ['bank', trimmedText(values.bank)],
    ['bankAccount', trimmedText(values.bank_account)?.replace(/\s/g, '').toUpperCase()],
    ['bankAccountOwner', trimmedText(values.bank_account_owner)],
    ['pep', values.pep === undefined ? undefined : isOn(values.pep as Flag)],
  ];
  return Object.fromEntries(entries.filter(([, v]) => v !== undefined));
}
