import { filterMenuByAuth } from '@fairline/shared/config';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { MenuLink } from '../../components/ui';
import { useSession } from '../../features/auth';
import { useSite } from '../../features/config';
import { loadSeoFooter } from '../../features/seo';
import { useLang, useTranslation } from '../../lib/i18n';
import styles from './footer.module.css';
import { useFullVersion } from './full-version';

// The social icons load only where a brand shows social links (no demo brand does).
const Socials = lazy(() => import('./footer-socials').then((m) => ({ default: m.Socials })));
// The section's questions and SEO text (and the head after navigation) load after the first screen.
const SeoFooter = lazy(() => loadSeoFooter().then((C) => ({ default: C })));

const INFO_LINKS = ['about', 'rules', 'responsiblegaming', 'privacyPolicy', 'cookies', 'contacts'] as const;

/**
 * Footer: configured menu, information pages (less those the brand hides or the menu has), social links
 * (`isSocialsShown`), the full-version link on phones (`isFullVersionLinkShown`), licence and the
 * 18+ responsible-gambling note.
 */
export function Footer() {
  const site = useSite();
  const lang = useLang();
  const { t } = useTranslation();
  const { isAuth } = useSession();
  const [isFull, toggleFull] = useFullVersion();
  const { footer, information } = site.settings;
  const items = filterMenuByAuth(footer.menu, isAuth);
  // An information page the configured menu already links is not listed twice.
  const linked = new Set(items.map((item) => item.link));
  const infoLinks = INFO_LINKS.filter(
    (page) => !information.hiddenPages.includes(page) && !linked.has(`/information/${page}`),
  );
  const socials = footer.isSocialsShown ? footer.socialLinks : [];
  // Once on the full version the way back is always offered, even if the link was switched off since.
  const showVersion = isFull || footer.isFullVersionLinkShown;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <Suspense fallback={null}>
          <SeoFooter />
        </Suspense>
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
            {infoLinks.map((page) => (
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
        {(socials.length > 0 || showVersion) && (
          <div className={socials.length > 0 || isFull ? styles.bottom : `${styles.bottom} ${styles.phoneOnly}`}>
            {socials.length > 0 && (
              <Suspense fallback={null}>
                <Socials links={socials} label={t('footer.socials')} />
              </Suspense>
            )}
            {showVersion && (
              <button
                type="button"
                className={isFull ? styles.version : `${styles.version} ${styles.phoneOnly}`}
                onClick={toggleFull}
                data-testid="full-version"
              >
                {t(isFull ? 'footer.mobileVersion' : 'footer.fullVersion')}
              </button>
            )}
          </div>
        )}
      </div>
    </footer>
  );
}
