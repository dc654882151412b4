// Full registration asks CIS countries for a document; the number's placeholder differs inside and
// outside the CIS.
import { countryById, isCisCountry } from '@fairline/shared/lookups/countries';
import type { FieldValue } from '@fairline/shared/validation';
import type { FormField } from './form-field';
import { findOption } from './select-options';

/** Fields shown only for CIS countries in full registration. */
export const CIS_DOCUMENT_FIELDS: readonly string[] = ['document_type_id', 'passport_series', 'passport'];

/** The document number field, whose placeholder switches. */
export const DOCUMENT_NUMBER_FIELD = 'passport';

export const DocumentPlaceholders = { cis: 'forms.document.cisNumber', other: 'forms.document.otherNumber' } as const;

/** Whether the chosen country is in the CIS: by its option's iso code, else by the countries lookup. */
export function isCisChoice(country: FormField | undefined, value: FieldValue): boolean {
  const option = findOption(country?.options, value);
  const iso = option?.Alpha2 ?? option?.code ?? countryById(Number(value))?.code;
  return iso !== undefined && isCisCountry(iso);
}

/** Full registration: document fields hide outside the CIS and the number placeholder follows the country. */
export function applyCisDocuments(fields: readonly FormField[], isCis: boolean): FormField[] {
  return fields.map((field) => {
    if (!CIS_DOCUMENT_FIELDS.includes(field.name)) return field;
    const placeholder =
      field.name === DOCUMENT_NUMBER_FIELD ? { placeholder: DocumentPlaceholders[isCis ? 'cis' : 'other'] } : {};
    return isCis ? { ...field, ...placeholder } : { ...field, ...placeholder, hide: true };
  });
}
