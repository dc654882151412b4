// Account data: the office profile's editable fields and the registrationIdentification form.
export { AccountFieldsForm } from './account-form';
