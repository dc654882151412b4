import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dictionaryUnit } from '../../test/dictionaries';

const languages = ['en', 'ru', 'ar'] as const;
const strings = Object.fromEntries(languages.map((lang) => [lang, dictionaryUnit(lang, 'account')])) as Record<
  (typeof languages)[number],
  Record<string, string>
>;
/** The identity fields the server may serve (registration's identity-fields.ts). */
const IDENTITY_FIELDS = [
  'citizenship_id',
  'gender',
  'birthplace',
  'passport_date',
  'passport_end_date',
  'passport_who',
  'postal_code',
  'cpf',
  'bank',
  'bank_account',
  'bank_account_owner',
  'pep',
];

/** The keys written out in the account feature, the office's profile and phone change, the identification page. */
function keysUsed(): string[] {
  const root = join(process.cwd(), 'apps/web/src');
  const files = [
    ...readdirSync(join(root, 'features/account'))
      .filter((f) => f.endsWith('.tsx') || (f.endsWith('.ts') && !f.endsWith('.test.ts')))
      .map((f) => `features/account/${f}`),
    'features/office/profile-page.tsx',
    'features/office/phone-change-form.tsx',
    'features/registration/registration-identification-page.tsx',
  ];
  const found = new Set<string>();
  for (const file of files) {
    for (const m of readFileSync(join(root, file), 'utf8').matchAll(/'(account\.[a-zA-Z.]+)'/g)) found.add(m[1] ?? '');
  }
  for (const step of ['start', 'current', 'number', 'new']) found.add(`account.phone.step.${step}`);
  for (const id of IDENTITY_FIELDS) found.add(`registration.field.${id}`);
  for (const key of ['registration.gender.male', 'registration.gender.female', 'registration.checkbox.pep'])
    found.add(key);
  for (const key of ['field_read_only', 'field_unknown']) found.add(key);
  return [...found];
}

describe('account strings', () => {
  it.each(languages)('%s translates every key the account screens and identity fields use', (lang) => {
    expect(keysUsed().length).toBeGreaterThan(30);
    expect(keysUsed().filter((key) => !strings[lang][key])).toEqual([]);
  });

  it('gives every language the same keys', () => {
    for (const lang of ['ru', 'ar'] as const)
      expect(Object.keys(strings[lang]).sort()).toEqual(Object.keys(strings.en).sort());
  });
});
