// The public module of registration: what social login needs to offer sign-up by a network, and the
// form catalog and rule engine the office's account data edits with (the same rules as registration).
export { fieldCatalog } from './field-catalog';
export { formContext, relationFields } from './form-context';
export { IDENTITY_FIELD_IDS } from './identity-fields';
export { loadMinAges } from './min-ages';
export { registrationTypesOf, socialNetworksFor } from './registration-data';
export { validateSubmission } from './server-validate';
