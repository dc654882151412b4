// What a refused call means for a form, and the texts a form shows for it; every feature's forms read
// failures the same way (login, registration, office, cashier).
export { failureText, fieldText, generalText } from './failure-text';
export { type FormFailure, fieldFailure, formFailureOf, LocalCheckError } from './form-failure';
