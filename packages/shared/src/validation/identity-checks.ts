// Named checks of the identity fields (the `custom` rule's value names one): the web form and the
// server register the same map, so a value the browser accepts is the value the server accepts.
import type { CustomCheck, FieldValue } from './types';

const digitsOf = (value: FieldValue) => (typeof value === 'string' ? value.replace(/[.\s-]/g, '') : '');

/** Whether a Brazilian CPF (11 digits, dots and a hyphen allowed) has valid check digits and is not one digit repeated. */
export function isValidCpf(value: FieldValue): boolean {
  const digits = digitsOf(value);
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  const checkDigit = (length: number) => {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += Number(digits[i]) * (length + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return checkDigit(9) === Number(digits[9]) && checkDigit(10) === Number(digits[10]);
}

/** Whether an IBAN (spaces allowed) passes the ISO 13616 mod-97 check; other account numbers are left to the pattern. */
export function isValidBankAccount(value: FieldValue): boolean {
  const compact = typeof value === 'string' ? value.replace(/\s/g, '').toUpperCase() : '';
  if (/^\d{5,34}$/.test(compact)) return true;
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{1,30}$/.test(compact)) return false;
  const rearranged = `${compact.slice(4)}${compact.slice(0, 4)}`;
  let rest = 0;
  for (const char of rearranged) {
    const code = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const d of code) rest = (rest * 10 + Number(d)) % 97;
  }
  return rest === 1;
}

/** The checks `custom` rules of the identity fields name. */
export const IDENTITY_CHECKS: Record<string, CustomCheck> = {
  cpf: (value) => isValidCpf(value),
  bank_account: (value) => isValidBankAccount(value),
};
