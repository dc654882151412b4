import { shouldNavigate } from '@fairline/shared/routing';
import { useLocation, useNavigate } from 'react-router';
import { useHydrated } from '../../components/ui';
import { useSession } from '../../features/auth';
import { useSite } from '../../features/config';
import { useLang, useTranslation } from '../../lib/i18n';
import { languageFlag, visibleLanguages } from '../language';
import styles from './header-tools.module.css';

/** Names of languages in their own script, shown in the switcher. */
const NATIVE_NAMES: Record<string, string> = { ru: 'Русский', en: 'English', ar: 'العربية' };

/**
 * Switches the language by replacing the first path segment; the page direction follows. Guests do
 * not see languages hidden for them; visitors from the configured countries see each language's flag.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const site = useSite();
  const lang = useLang();
  const { isAuth } = useSession();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // Server-rendered, the select waits for the page to hydrate: a choice made before would be lost.
  const hydrated = useHydrated();
  const change = (next: string) => {
    const target = `/${next}/${pathname.split('/').slice(2).join('/')}${search}`;
    if (shouldNavigate(target, `${pathname}${search}`)) navigate(target);
  };
  return (
    <label className={className ?? styles.lang}>
      <span className="visually-hidden">{t('header.language')}</span>
      <select
        value={lang}
        disabled={!hydrated}
        onChange={(e) => change(e.target.value)}
        data-testid="language-switcher"
      >
        {visibleLanguages(site, isAuth).map((l) => {
          const flag = languageFlag(site, l);
          const name = NATIVE_NAMES[l] ?? l.toUpperCase();
          return (
            <option key={l} value={l}>
              {flag ? `${flag} ${name}` : name}
            </option>
          );
        })}
      </select>
    </label>
  );
}
