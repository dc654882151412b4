import {
  applyMask,
  displayMask,
  type FieldValue,
  isPhoneValue,
  type PhoneValue,
  sanitizePhoneInput,
  toPhoneValue,
} from '@fairline/shared/validation';
import { useState } from 'react';
import { cx } from '../cx';
import { FieldShell } from '../field';
import inputStyles from '../input.module.css';
import type { FieldComponentProps, FieldRenderContext, FormField, PhoneCountry } from './form-field';
import styles from './forms.module.css';
import { PhoneCodePicker } from './phone-code-picker';
import { findPhoneCountry, phoneCountriesFromOptions, phoneMaskFor } from './phone-countries';
import { useFieldWiring } from './use-field-wiring';

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
  const { labels, shell, input } = useFieldWiring(field, error);
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
    <FieldShell {...shell}>
      <div className={styles.phone}>
        <PhoneCodePicker
          countries={countries}
          selected={country}
          onSelect={chooseCountry}
          disabled={isDisabled}
          isInvalid={Boolean(error)}
        />
        <input
          {...input}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          className={cx(inputStyles.input, styles.ltr)}
          value={shown}
          placeholder={mask ? displayMask(mask, isFocused) : labels.placeholder}
          disabled={isDisabled}
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
