import { useId } from 'react';
import { describedBy, FieldShell, withRequired } from '../field';
import { useFieldLabels } from './field-labels';
import type { FieldComponentProps } from './form-field';
import { PhoneCodePicker } from './phone-code-picker';
import { findPhoneCountry } from './phone-countries';
import { phoneCountriesOf } from './phone-field';

/** A phone-code picker on its own (phone country, phone code button); the value is the country id. */
export function PhoneCodeField({ field, value, error, disabled, onChange, onBlur, context }: FieldComponentProps) {
  const id = useId();
  const labels = useFieldLabels(field);
  const countries = phoneCountriesOf(field, context);
  const chosen = typeof value === 'string' || typeof value === 'number' ? value : context.defaultPhoneCountryId;
  return (
    <FieldShell
      id={id}
      isRequired={labels.isRequired}
      requiredText={labels.requiredText}
      label={labels.label}
      isLabelHidden={labels.isLabelHidden}
      hint={labels.hint}
      error={error}
    >
      <PhoneCodePicker
        id={id}
        countries={countries}
        selected={findPhoneCountry(countries, chosen) ?? countries[0]}
        disabled={disabled || labels.isDisabled}
        describedBy={withRequired(describedBy(id, labels.hint, error), labels.isRequired, id)}
        isInvalid={Boolean(error)}
        onSelect={(country) => {
          onChange(String(country.id));
          onBlur();
        }}
      />
    </FieldShell>
  );
}
