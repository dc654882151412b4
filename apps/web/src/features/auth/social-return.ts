import type { SocialLoginError } from '@fairline/shared/wire/auth';
import { modalStore } from '../../components/ui';
import type { LoginModalArgs } from './login-modal';
import { LOGIN_MODAL } from './modal-names';

/** Social-login outcomes the server puts in the URL fragment when it sends the browser back. */
const ERROR_KEYS: Partial<Record<SocialLoginError, string>> = {
  access_denied: 'auth.social.error.access_denied',
  expired: 'auth.social.error.expired',
};

/** The login modal arguments a returning social login asks for, or null when the fragment holds none. */
export function socialReturnArgs(hash: string): LoginModalArgs | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const authId = params.get('socauth_twofactor');
  if (authId) return { twoFactor: { authId, via: 'social' } };
  const error = params.get('socauth_error');
  if (error) return { notice: ERROR_KEYS[error as SocialLoginError] ?? 'auth.social.error.generic' };
  return null;
}

/**
 * Call once at startup, after `initSession`: a social login that needs the two-factor step, or
 * that failed, reopens the login modal. The fragment is removed so a reload does not repeat it.
 */
export function handleSocialReturn(): void {
  const args = socialReturnArgs(window.location.hash);
  if (!args) return;
  history.replaceState(history.state, '', `${window.location.pathname}${window.location.search}`);
  modalStore.getState().show(LOGIN_MODAL, args);
}
