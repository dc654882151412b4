import {
  applyMask,
  displayMask,
  type FieldValue,
  isPhoneValue,
  type PhoneValue,
  sanitizePhoneInput,
  toPhoneValue,
} from '@fairline/shared/validation';
import { useId, useState } from 'react';
import { cx } from '../cx';
import { describedBy, FieldShell } from '../field';
import inputStyles from '../input.module.css';
import { useFieldLabels } from './field-labels';
import type { FieldComponentProps, FieldRenderContext, FormField, PhoneCountry } from './form-field';
import styles from './forms.module.css';
import { PhoneCodePicker } from './phone-code-picker';
import { findPhoneCountry, phoneCountriesFromOptions, phoneMaskFor } from './phone-countries';

/** The countries a phone field offers: the loaded phone countries, else its own options. */
export function phoneCountriesOf(field: FormField, context: FieldRenderContext): readonly PhoneCountry[] {
  return context.phoneCountries.length > 0 ? context.phoneCountries : phoneCountriesFromOptions(field.options);
}

/** The phone value for typed text: digits cleaned for the country (mask length, first digit) and joined to its code. */
export function phoneValueFor(raw: string, country: PhoneCountry | undefined, mask: string | undefined): PhoneValue {
  const digits = sanitizePhoneInput(raw, { countryIso: country?.country_code, mask });
  if (country) return toPhoneValue(country, digits);
  return { countryCode: '', countryId: '', phoneCode: '', phoneNum: digits, fullPhone: digits };
}

function currentCountry(
  countries: readonly PhoneCountry[],
  value: FieldValue,
  fallbackId: number | string | undefined,
) {
  const chosen = isPhoneValue(value) && value.countryId !== '' ? value.countryId : fallbackId;
  return findPhoneCountry(countries, chosen) ?? countries[0];
}

/** Phone input: code button with a searchable list, then the number, numeric only and fitted to the country's mask. */
export function PhoneField({ field, value, error, disabled, onChange, onBlur, context }: FieldComponentProps) {
  const id = useId();
  const labels = useFieldLabels(field);
  const [isFocused, setFocused] = useState(false);
  const countries = phoneCountriesOf(field, context);
  const country = currentCountry(countries, value, context.defaultPhoneCountryId);
  const mask = phoneMaskFor(context.phoneMasks, country?.id);
  const number = isPhoneValue(value) ? value.phoneNum : '';
  const shown = mask ? applyMask(number, displayMask(mask, true)) : number;
  const isDisabled = disabled || labels.isDisabled;

  const chooseCountry = (next: PhoneCountry) =>
    onChange(phoneValueFor(number, next, phoneMaskFor(context.phoneMasks, next.id)));

  return (
    <FieldShell
      id={id}
      isRequired={labels.isRequired}
      label={labels.label}
      isLabelHidden={labels.isLabelHidden}
      hint={labels.hint}
      error={error}
    >
      <div className={styles.phone}>
        <PhoneCodePicker
          countries={countries}
          selected={country}
          onSelect={chooseCountry}
          disabled={isDisabled}
          isInvalid={Boolean(error)}
        />
        <input
          id={id}
          name={field.name}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          className={cx(inputStyles.input, styles.ltr)}
          value={shown}
          placeholder={mask ? displayMask(mask, isFocused) : labels.placeholder}
          disabled={isDisabled}
          aria-required={labels.isRequired || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, labels.hint, error)}
          onFocus={() => setFocused(true)}
          onBlur={() => {
            setFocused(false);
            onBlur();
          }}
          onChange={(event) => onChange(phoneValueFor(event.target.value, country, mask))}
        />
      </div>
    </FieldShell>
  );
}
