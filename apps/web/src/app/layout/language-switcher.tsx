import { shouldNavigate } from '@fairline/shared/routing';
import { useLocation, useNavigate } from 'react-router';
import { useSite } from '../../features/site/use-site';
import { useTranslation } from '../../lib/i18n';
import { useLang } from '../use-lang';
import styles from './header-tools.module.css';

/** Names of languages in their own script, shown in the switcher. */
const NATIVE_NAMES: Record<string, string> = { ru: 'Русский', en: 'English', ar: 'العربية' };

/** Switches the language by replacing the first path segment; the page direction follows. */
export function LanguageSwitcher({ className }: { className?: string }) {
  const site = useSite();
  const lang = useLang();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const change = (next: string) => {
    const target = `/${next}/${pathname.split('/').slice(2).join('/')}${search}`;
    if (shouldNavigate(target, `${pathname}${search}`)) navigate(target);
  };
  return (
    <label className={className ?? styles.lang}>
      <span className="visually-hidden">{t('header.language')}</span>
      <select value={lang} onChange={(e) => change(e.target.value)} data-testid="language-switcher">
        {site.languages.map((l) => (
          <option key={l} value={l}>
            {NATIVE_NAMES[l] ?? l.toUpperCase()}
          </option>
        ))}
      </select>
    </label>
  );
}
