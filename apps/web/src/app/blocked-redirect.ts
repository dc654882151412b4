import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { modalStore } from '../components/ui';
import { ACCOUNT_BLOCKED_CODE, onAccountBlocked } from '../lib/blocked-account';
import { useLang } from '../lib/i18n';

/** The block page of a language: where a blocked visitor reads why and finds the appeal form. */
export const blockPath = (lang: string) => `/${lang}/block`;

/**
 * A social login refused because the account is blocked returns with `#socauth_error=account_blocked`;
 * that visitor belongs on the block page (other social errors reopen the login modal as before).
 */
export function blockedSocialReturn(hash: string, lang: string): string | null {
  const error = new URLSearchParams(hash.replace(/^#/, '')).get('socauth_error');
  return error === ACCOUNT_BLOCKED_CODE ? blockPath(lang) : null;
}

/** Inside the router: any call refused because the account is blocked closes the modals and opens the block page. */
export function useBlockedRedirect(): void {
  const navigate = useNavigate();
  const lang = useLang();
  useEffect(
    () =>
      onAccountBlocked(() => {
        void modalStore.getState().hideAll();
        navigate(blockPath(lang));
      }),
    [navigate, lang],
  );
}
