import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { changeLanguage } from '../features/i18n/i18n';
import { useSite } from '../features/site/use-site';

/** Keeps the first path segment a language the brand offers and the dictionary in step with it. */
export function LanguageGate() {
  const { lang = '' } = useParams();
  const site = useSite();
  const location = useLocation();
  const [ready, setReady] = useState(lang);

  useEffect(() => {
    if (!site.languages.includes(lang)) return;
    let alive = true;
    changeLanguage(lang).then(() => alive && setReady(lang));
    return () => {
      alive = false;
    };
  }, [lang, site.languages]);

  if (!site.languages.includes(lang)) {
    const rest = location.pathname.split('/').slice(2).join('/');
    const isLanguageLike = /^[a-z]{2}(-[a-z]{2})?$/i.test(lang);
    const target = isLanguageLike ? rest : location.pathname.slice(1);
    return <Navigate to={`/${site.defaultLanguage}/${target}${location.search}`} replace />;
  }
  return <Outlet context={{ lang: ready }} />;
}
