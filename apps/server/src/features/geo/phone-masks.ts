// National-number input masks (digits after the calling code) with the accepted digit counts, for
// the priority countries of phone pickers and the main others. Min and Max follow each country's
// numbering plan for mobile numbers; the mask has Max digit places.
import { countryByIso } from '@fairline/shared/lookups/countries';
import type { PhoneRegexRule } from '@fairline/shared/validation';
import { MessageKeys } from '@fairline/shared/validation';
import type { PhoneMask } from '@fairline/shared/wire/geo';

const MASKS: readonly (readonly [iso: string, mask: string, min: number, max: number])[] = [
  ['ua', '(##) ###-##-##', 9, 9],
  ['ru', '(###) ###-##-##', 10, 10],
  ['by', '(##) ###-##-##', 9, 9],
  ['az', '(##) ###-##-##', 9, 9],
  ['am', '(##) ###-###', 8, 8],
  ['kz', '(###) ###-##-##', 10, 10],
  ['kg', '(###) ###-###', 9, 9],
  ['md', '(##) ###-###', 8, 8],
  ['tm', '(##) ##-##-##', 8, 8],
  ['tj', '(##) ###-####', 9, 9],
  ['uz', '(##) ###-##-##', 9, 9],
  ['gh', '(##) ###-####', 9, 9],
  ['ge', '(###) ##-##-##', 9, 9],
  ['rs', '(##) ###-####', 8, 9],
  ['de', '(###) ########', 10, 11],
  ['gb', '#### ######', 10, 10],
  ['tr', '(###) ###-##-##', 10, 10],
  ['us', '(###) ###-####', 10, 10],
  ['fr', '# ## ## ## ##', 9, 9],
  ['es', '### ### ###', 9, 9],
  ['it', '### ### ####', 9, 10],
  ['pl', '### ### ###', 9, 9],
  ['br', '(##) #####-####', 10, 11],
  ['in', '#####-#####', 10, 10],
  ['ng', '### ### ####', 10, 10],
  ['ke', '### ######', 9, 9],
  ['ae', '## ### ####', 9, 9],
];

/** Phone masks as the spec's entries: CountryId, Mask, Max, Min. */
export const PHONE_MASKS: readonly PhoneMask[] = MASKS.map(([iso, Mask, Min, Max]) => {
  const country = countryByIso(iso);
  if (!country) throw new Error(`phone mask names an unknown country: ${iso}`);
  return { CountryId: country.id, Mask, Max, Min };
});

// Mobile numbers there start with these digits; the web input refuses others as they are typed.
const FIRST_DIGIT_RULES: readonly (readonly [iso: string, regex: string])[] = [
  ['kz', '^[67]'],
  ['ru', '^9'],
];

/** Server-side phone regex rules, each bound to its country. */
export const PHONE_REGEX_RULES: readonly PhoneRegexRule[] = FIRST_DIGIT_RULES.map(([iso, regex]) => ({
  regex,
  message: MessageKeys.phoneIncorrect,
  CountryId: countryByIso(iso)?.id ?? 0,
}));
