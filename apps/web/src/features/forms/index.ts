// The server-described form kit: field components, form state and the registration fields cache.
export { applyCisDocuments, CIS_DOCUMENT_FIELDS, isCisChoice } from './cis-documents';
export { FIELD_COMPONENTS, fieldComponent } from './field-types';
export {
  getRegistrationFields,
  type RegistrationFields,
  type RegistrationFieldsLoader,
  registrationFieldsCache,
  useRegistrationFields,
} from './fields-cache';
export { SELECT_MODAL, SelectModalLimits } from './form-constants';
export type {
  ButtonActionResult,
  FieldComponentProps,
  FieldLink,
  FieldRenderContext,
  FormField,
  PhoneCountry,
  SubmitResult,
} from './form-field';
export { phoneCountriesFromOptions } from './phone-countries';
export {
  type FormSlot,
  orderFields,
  ServerForm,
  type ServerFormProps,
  ServerFormView,
  type SlotProps,
} from './server-form';
export { type ServerFormState, type UseServerFormOptions, useServerForm } from './use-server-form';
