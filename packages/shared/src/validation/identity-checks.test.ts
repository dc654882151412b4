import { describe, expect, it } from 'vitest';
import { IDENTITY_CHECKS, isValidBankAccount, isValidCpf } from './identity-checks';

describe('CPF check digits', () => {
  it('accepts a CPF whose two check digits match, written with or without punctuation', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
  });
  it('refuses a wrong check digit, one digit repeated, a wrong length and a non-text value', () => {
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf('111.111.111-11')).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
    expect(isValidCpf(52998224725)).toBe(false);
  });
});

describe('bank account', () => {
  it('accepts an IBAN passing mod-97 (spaces and case aside) and a plain account number', () => {
    expect(isValidBankAccount('DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(isValidBankAccount('gb29nwbk60161331926819')).toBe(true);
    expect(isValidBankAccount('0012345678')).toBe(true);
  });
  it('refuses an IBAN failing mod-97 and text that is neither', () => {
    expect(isValidBankAccount('DE89 3704 0044 0532 0130 01')).toBe(false);
    expect(isValidBankAccount('not an account')).toBe(false);
  });
  it('is registered under the names the served custom rules use', () => {
    expect(Object.keys(IDENTITY_CHECKS).sort()).toEqual(['bank_account', 'cpf']);
  });
});
