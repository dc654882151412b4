import { useEffect, useState } from 'react';
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
  const [ready, setReady] = useState(lang);
  const isOffered = visibleLanguages(site, isAuth).includes(lang);
  // A language hidden from guests waits for the session before it sends a guest away.
  const sessionUnknown = useAccountSession((s) => s.status === 'unknown');

  useEffect(() => {
    if (!isOffered) return;
    let alive = true;
    changeLanguage(lang).then(() => alive && setReady(lang));
    return () => {
      alive = false;
    };
  }, [lang, isOffered]);

  if (!isOffered && sessionUnknown && site.languages.includes(lang)) return null;
  if (!isOffered) {
    // An unknown language, or one hidden from guests: the same page in the default language.
    const rest = location.pathname.split('/').slice(2).join('/');
    const isLanguageLike = /^[a-z]{2}(-[a-z]{2})?$/i.test(lang);
    const target = isLanguageLike ? rest : location.pathname.slice(1);
    return <Navigate to={`/${site.defaultLanguage}/${target}${location.search}`} replace />;
  }
  return <Outlet context={{ lang: ready }} />;
}
