import { modalStore, registerLazyModal } from '../../components/ui';
import { activationArgsOf } from './activation-link';
import { ACTIVATE_EMAIL_MODAL, LOGIN_MODAL } from './modal-names';
import { handleSocialReturn } from './social-return';

/**
 * Registers the login and activation modals; their code loads when one first opens. Call once before
 * rendering (the registration feature registers its own popup).
 */
export function registerAuthModals(): void {
  registerLazyModal(LOGIN_MODAL, () => import('./login-modal').then((m) => m.LoginModal));
  registerLazyModal(ACTIVATE_EMAIL_MODAL, () => import('./activation-modal').then((m) => m.ActivationModal));
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
