export { sendActivationMail } from './auth-api';
export { GuestHint, useSessionStatus } from './guest-hint';
export { LOGIN_MODAL, REGISTRATION_MODAL } from './modal-names';
export { initSession, useAccountSession } from './session-store';
export { SocialButtons } from './social-buttons';
export { openStartupModals, registerAuthModals } from './startup';
export { useSession } from './use-session';
