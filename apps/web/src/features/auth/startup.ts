import { modalStore } from '../../components/ui';
import { ACTIVATE_EMAIL_MODAL, activationArgsOf, registerActivationModal } from './activation-modal';
import { registerLoginModal } from './login-modal';
import { handleSocialReturn } from './social-return';

/** Registers the account modals (login, e-mail activation); call once before the first render. */
export function registerAuthModals(): void {
  registerLoginModal();
  registerActivationModal();
}

/**
 * Opens what the address asks for once the session is known: the e-mail activation link, or the
 * step a returning social login needs. The handled query keys are removed from the address.
 */
export function openStartupModals(): void {
  handleSocialReturn();
  const activation = activationArgsOf(window.location.search);
  if (!activation) return;
  const query = new URLSearchParams(window.location.search);
  for (const key of ['modal', 'code', 'user_id']) query.delete(key);
  const search = query.toString();
  history.replaceState(history.state, '', `${window.location.pathname}${search ? `?${search}` : ''}`);
  modalStore.getState().show(ACTIVATE_EMAIL_MODAL, activation);
}
