import type { FieldType } from '@fairline/shared/validation';
import type { ComponentType } from 'react';
import { BirthdayField } from './birthday-field';
import { ButtonField } from './button-field';
import { CheckboxField } from './checkbox-field';
import { DateField } from './date-field';
import { ExtendedCheckboxField } from './extended-checkbox-field';
import type { FieldComponentProps } from './form-field';
import { LabelField } from './label-field';
import { ListField } from './list-field';
import { MultiselectField } from './multiselect-field';
import { PasswordField } from './password-field';
import { PhoneCodeField } from './phone-code-field';
import { PhoneField } from './phone-field';
import { SelectField } from './select-field';
import { SlotField } from './slot-field';
import { TextField } from './text-field';

/** The component that renders each field type of the spec. */
export const FIELD_COMPONENTS: Readonly<Record<FieldType, ComponentType<FieldComponentProps>>> = {
  input: TextField,
  password: PasswordField,
  multiselect: MultiselectField,
  select: SelectField,
  label: LabelField,
  captcha: SlotField,
  button: ButtonField,
  phone: PhoneField,
  phone_country: PhoneCodeField,
  phone_code_button: PhoneCodeField,
  datepicker: DateField,
  birthday_date: BirthdayField,
  social_types: SlotField,
  checkbox: CheckboxField,
  extended_checkbox: ExtendedCheckboxField,
  list: ListField,
};

/** The component for a field type; unknown types from a newer server render as a text input. */
export function fieldComponent(type: string): ComponentType<FieldComponentProps> {
  return FIELD_COMPONENTS[type as FieldType] ?? TextField;
}
