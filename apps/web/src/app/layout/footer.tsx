import { filterMenuByAuth } from '@fairline/shared/config';
import { Link } from 'react-router';
import { useSession } from '../../features/session/use-session';
import { useSite } from '../../features/site/use-site';
import { useTranslation } from '../../lib/i18n';
import { useLang } from '../use-lang';
import styles from './footer.module.css';
import { MenuLink } from './menu-link';

const INFO_LINKS = ['about', 'rules', 'responsiblegaming', 'privacyPolicy', 'cookies', 'contacts'] as const;

/** Footer: configured menu, information pages, licence and the 18+ responsible-gambling note. */
export function Footer() {
  const site = useSite();
  const lang = useLang();
  const { t } = useTranslation();
  const { isAuth } = useSession();
  const items = filterMenuByAuth(site.settings.footer.menu, isAuth);
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav aria-label={t('footer.menu')} className={styles.columns}>
          <ul className={styles.list}>
            {items.map((item) => (
              <li key={item.id}>
                <MenuLink item={item} className={styles.link}>
                  {t(item.langKey)}
                </MenuLink>
              </li>
            ))}
          </ul>
          <ul className={styles.list}>
            {INFO_LINKS.map((page) => (
              <li key={page}>
                <Link className={styles.link} to={`/${lang}/information/${page}`}>
                  {t(`info.${page}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.legal}>
          <span className={styles.age} role="img" aria-label={t('footer.ageLabel')}>
            18+
          </span>
          <p>{t('footer.responsible')}</p>
          <p className={styles.muted}>{t('footer.licence', { brand: site.brandName })}</p>
          <p className={styles.muted}>
            © {new Date().getFullYear()} {site.brandName}
          </p>
        </div>
      </div>
    </footer>
  );
}
