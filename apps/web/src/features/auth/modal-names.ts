// Names of the account modals: importing them never pulls the modals' code into a bundle.
export const LOGIN_MODAL = 'login';
export const REGISTRATION_MODAL = 'registration';
export const ACTIVATE_EMAIL_MODAL = 'activate-email';
