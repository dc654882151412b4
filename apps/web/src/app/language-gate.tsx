import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { useAccountSession, useSession } from '../features/auth';
import { useSite } from '../features/config';
import { changeLanguage } from '../features/i18n';
import { visibleLanguages } from './language';

/** Keeps the first path segment a language the brand offers this visitor, and the dictionary in step with it. */
export function LanguageGate() {
  const { lang = '' } = useParams();
  const site = useSite();
  const { isAuth } = useSession();
  const location = useLocation();
  const isOffered = visibleLanguages(site, isAuth).includes(lang);
  // A language hidden from guests waits for the session before it sends a guest away (an offered
  // language never does: the session's answer re-renders nothing here then).
  const sessionUnknown = useAccountSession((s) => !isOffered && s.status === 'unknown');

  useEffect(() => {
    if (!isOffered) return;
    // The texts follow through the translator (lib/i18n): nothing here re-renders the page below.
    void changeLanguage(lang);
  }, [lang, isOffered]);

  if (!isOffered && sessionUnknown && site.languages.includes(lang)) return null;
  if (!isOffered) {
    // An unknown language, or one hidden from guests: the same page in the default language.
    const rest = location.pathname.split('/').slice(2).join('/');
    const isLanguageLike = /^[a-z]{2}(-[a-z]{2})?$/i.test(lang);
    const target = isLanguageLike ? rest : location.pathname.slice(1);
    return <Navigate to={`/${site.defaultLanguage}/${target}${location.search}`} replace />;
  }
  // No outlet context: a new value on each render here (the session arriving) would reach into the
  // parts of a server-rendered page still waiting to hydrate and make them hydrate at once.
  return <Outlet />;
}
