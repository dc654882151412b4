import { Link } from 'react-router';
import { MenuLink } from '../components/ui';
import { usePageTitle, useSite } from '../features/config';
import { useLang, useTranslation } from '../lib/i18n';
import styles from './error-page.module.css';

/** The error page: the code drawn as an image, a short explanation and the error page's own menu. */
export function ErrorView({ code }: { code: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const site = useSite();
  const menu = site.settings.header.menu.filter((item) => item.isOnErrorPage && item.visible);
  const known = [403, 404, 500, 503].includes(code) ? code : 500;
  usePageTitle(t(`error.${known}.title`));
  return (
    <section className={styles.page} data-testid="error-page">
      <svg className={styles.code} viewBox="0 0 240 100" role="img" aria-label={t('error.codeLabel', { code })}>
        <text x="120" y="78" textAnchor="middle" fontSize="88" fontWeight="800" fill="currentColor">
          {code}
        </text>
      </svg>
      <h1 className={styles.title}>{t(`error.${known}.title`)}</h1>
      <p className={styles.text}>{t(`error.${known}.text`)}</p>
      <nav className={styles.menu} aria-label={t('error.menu')}>
        <Link to={`/${lang}/`} className={styles.primary}>
          {t('error.home')}
        </Link>
        {menu.map((item) => (
          <MenuLink key={item.id} item={item} className={styles.link}>
            {t(item.langKey)}
          </MenuLink>
        ))}
      </nav>
    </section>
  );
}
