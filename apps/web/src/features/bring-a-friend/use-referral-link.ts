import { useEffect } from 'react';
import { useSession } from '../auth';

// On every page, so the first load holds only these checks (the cookie is REFERRAL_RULES.cookieName);
// the work loads when a link was followed.
const load = () => import('./referral-link');

/**
 * The referral link's two steps (ADR 0061): the landing remembers the tag; once a player is signed in
 * with a tag remembered, the server is asked to bind the referrer.
 */
export function useReferralLink(): void {
  const isAuth = useSession((s) => s.isAuth);
  useEffect(() => {
    const { search } = window.location;
    if (search.includes('ref=')) void load().then((m) => m.rememberReferralTag(search));
  }, []);
  useEffect(() => {
    if (isAuth && document.cookie.includes('fl_ref=')) void load().then((m) => m.bindRememberedReferral());
  }, [isAuth]);
}
