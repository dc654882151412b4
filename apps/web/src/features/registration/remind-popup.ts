// The popup inviting a guest to register (registration.remindPopup): shown once per browser, after
// `delaySeconds` on the site, to a visitor who is still a guest and is not registering already.
import type { RegistrationSettings } from '@fairline/shared/config';
import { modalStore, registerLazyModal } from '../../components/ui';
import { REGISTRATION_MODAL, useAccountSession } from '../auth';

export const REMIND_POPUP_MODAL = 'remind-registration';
const SHOWN_KEY = 'fl-remind-shown';

function wasShown(): boolean {
  try {
    return localStorage.getItem(SHOWN_KEY) !== null;
  } catch {
    return true;
  }
}

function markShown(): void {
  try {
    localStorage.setItem(SHOWN_KEY, new Date().toISOString());
  } catch {
    // Private mode: wasShown() already reads as shown.
  }
}

/** Registers the modal; its code loads when it first opens. */
export function registerRemindPopup(): void {
  registerLazyModal(REMIND_POPUP_MODAL, () => import('./remind-popup-modal').then((m) => m.RemindPopupModal));
}

function isRegistering(): boolean {
  const registering = modalStore.getState().records.some((r) => r.name === REGISTRATION_MODAL);
  return registering || /\/registration\/?$/.test(window.location.pathname);
}

/** Starts the reminder's clock when the brand wants it; answers a function that stops it. */
export function scheduleRemindPopup(
  settings: Pick<RegistrationSettings, 'remindPopup' | 'isRegistrationAllowed'>,
): () => void {
  const { enabled, delaySeconds } = settings.remindPopup;
  if (!enabled || !settings.isRegistrationAllowed || wasShown()) return () => undefined;
  const timer = setTimeout(() => {
    if (useAccountSession.getState().status !== 'guest' || isRegistering() || wasShown()) return;
    markShown();
    modalStore.getState().show(REMIND_POPUP_MODAL);
  }, delaySeconds * 1000);
  return () => clearTimeout(timer);
}
