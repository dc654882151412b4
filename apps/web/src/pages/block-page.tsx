import { Link } from 'react-router';
import { useSite } from '../features/config';
import { useLang, useTranslation } from '../lib/i18n';
import styles from './error-page.module.css';

/** Shown when access for the visitor's account is blocked; links to the appeal form in the same language. */
export function BlockPage() {
  const { t } = useTranslation();
  const site = useSite();
  const lang = useLang();
  return (
    <section className={styles.page} data-testid="block-page">
      <svg className={styles.code} viewBox="0 0 100 100" role="img" aria-label={t('block.title')}>
        <circle cx="50" cy="50" r="40" fill="none" stroke="currentColor" strokeWidth="10" />
        <path d="M22 78 78 22" stroke="currentColor" strokeWidth="10" />
      </svg>
      <h1 className={styles.title}>{t('block.title')}</h1>
      <p className={styles.text}>{t('block.text', { brand: site.brandName })}</p>
      <nav className={styles.menu} aria-label={t('error.menu')}>
        <Link className={styles.primary} to={`/${lang}/block-appeal`}>
          {t('block.appeal')}
        </Link>
        <Link className={styles.link} to={`/${lang}/information/contacts`}>
          {t('info.contacts')}
        </Link>
      </nav>
    </section>
  );
}
