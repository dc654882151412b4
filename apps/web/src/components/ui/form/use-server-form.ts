import {
  type CustomCheck,
  type FieldValue,
  type FormValues,
  hasValue,
  isFieldVisible,
  isFormSubmittable,
  isSubmitExempt,
  type PhoneMaskEntry,
  type PhoneRegexRule,
  unmetFields,
  type ValidationError,
  validateForm,
} from '@fairline/shared/validation';
import { useEffect, useMemo, useState } from 'react';
import { applyCisDocuments, isCisChoice } from './cis-documents';
import type { FormField, Maybe, PhoneCountry, SubmitResult } from './form-field';
import {
  COUNTRY_FIELD,
  defaultPhoneCountryId,
  exemptNames,
  initialValues,
  serverErrorsOf,
  submittedValues,
} from './form-state';

export interface UseServerFormOptions {
  fields: readonly FormField[];
  /** Dependent fields sent beside the main list; they show under their parent per the visibility rules. */
  relationFields?: readonly FormField[];
  onSubmit: (values: FormValues) => Promise<Maybe<SubmitResult>>;
  phoneCountries?: readonly PhoneCountry[];
  phoneMasks?: readonly PhoneMaskEntry[];
  phoneRegexRules?: readonly PhoneRegexRule[];
  customChecks?: Record<string, CustomCheck>;
  /** The registration type: full_reg applies the CIS document rules. */
  registrationType?: string;
  /** Minimum age for birthday fields (from the site config or the country's minimum). */
  minAge?: number;
  now?: () => Date;
}

const FULL_REG = 'full_reg';
const NO_FIELDS: readonly FormField[] = [];
const NO_COUNTRIES: readonly PhoneCountry[] = [];
const NO_MASKS: readonly PhoneMaskEntry[] = [];

/**
 * Registration form state: values, errors shown after blur or submit, visibility, submit validity
 * (exempt fields aside), server errors merged per field, reset that keeps exempt fields.
 */
export function useServerForm(options: UseServerFormOptions) {
  const { fields, relationFields = NO_FIELDS, phoneCountries = NO_COUNTRIES, onSubmit } = options;
  const base = useMemo(() => [...fields, ...relationFields], [fields, relationFields]);
  const [values, setValues] = useState<FormValues>(() => initialValues(base, phoneCountries));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [serverErrors, setServerErrors] = useState<Record<string, ValidationError>>({});
  const [submitting, setSubmitting] = useState(false);

  // A new field list (another registration type) gets first values for the fields it adds.
  const signature = base.map((field) => field.name).join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the field names, not the array identity
  useEffect(() => setValues((current) => ({ ...initialValues(base, phoneCountries), ...current })), [signature]);

  const country = base.find((field) => field.name === COUNTRY_FIELD);
  const all =
    options.registrationType === FULL_REG ? applyCisDocuments(base, isCisChoice(country, values[COUNTRY_FIELD])) : base;
  const resolve = (field: FormField) => all.find((candidate) => candidate.name === field.name) ?? field;

  const context = {
    now: (options.now ?? (() => new Date()))(),
    minAge: options.minAge,
    phoneMasks: options.phoneMasks,
    phoneRegexRules: options.phoneRegexRules,
    customChecks: options.customChecks,
  };
  const clientErrors = validateForm(all, values, context);
  const allErrors: Record<string, ValidationError> = { ...clientErrors, ...serverErrors };
  const errors: Record<string, ValidationError> = {};
  for (const [name, error] of Object.entries(allErrors)) if (touched.has(name)) errors[name] = error;

  const setValue = (name: string, value: FieldValue) => {
    setValues((current) => ({ ...current, [name]: value }));
    setServerErrors(({ [name]: _dropped, ...rest }) => rest);
  };

  const blur = (name: string) => setTouched((current) => (current.has(name) ? current : new Set([...current, name])));

  const submit = async (): Promise<boolean> => {
    setTouched(new Set([...all.map((field) => field.name), ...Object.keys(serverErrors)]));
    const fresh = validateForm(all, values, context);
    const blocking = all.some((field) => fresh[field.name] && !isSubmitExempt(field));
    if (blocking || submitting) return false;
    setSubmitting(true);
    try {
      const found = serverErrorsOf(await onSubmit(submittedValues(all, values)));
      setServerErrors(found);
      setTouched((current) => new Set([...current, ...Object.keys(found)]));
      return Object.keys(found).length === 0;
    } finally {
      setSubmitting(false);
    }
  };

  const reset = () => {
    const kept = Object.fromEntries(exemptNames(all).map((name) => [name, values[name]]));
    setValues({ ...initialValues(all, phoneCountries), ...kept });
    setTouched(new Set());
    setServerErrors({});
  };

  return {
    values,
    /** Errors to show: of fields blurred or submitted, the server's first. */
    errors,
    touched,
    submitting,
    canSubmit: !submitting && isFormSubmittable(all, values, allErrors),
    /** The visible required fields still empty or failing a check: what keeps the submit button off. */
    unmet: unmetFields(all, values, allErrors),
    /** Server errors not tied to any field of the form. */
    formErrors: Object.values(serverErrors).filter((error) => !all.some((field) => field.name === error.field)),
    defaultPhoneCountryId: defaultPhoneCountryId(all, values, phoneCountries),
    phoneCountries,
    phoneMasks: options.phoneMasks ?? NO_MASKS,
    /** The field as the form currently shapes it (CIS document rules applied). */
    resolve,
    isVisible: (field: FormField) => isFieldVisible(resolve(field), all, values),
    /** Whether a field holds a value that passes every check, shown or not yet. */
    isFieldValid: (name: string) => hasValue(values[name]) && !allErrors[name],
    setValue,
    blur,
    submit,
    reset,
  };
}

export type ServerFormState = ReturnType<typeof useServerForm>;
