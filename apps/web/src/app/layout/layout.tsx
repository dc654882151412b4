import { Outlet } from 'react-router';
import { ModalHost, NotificationsHost, ScrollToTop } from '../../components/ui';
import { useReferralLink } from '../../features/bring-a-friend';
import { CookieBanner } from '../../features/consent';
import { useTranslation } from '../../lib/i18n';
import { useBlockedRedirect } from '../blocked-redirect';
import { LazyFooter } from './footer-lazy';
import { Header } from './header';
import styles from './layout.module.css';
import { MobileFooter } from './mobile-footer';
import { useScrollMemory } from './scroll-memory';

/** The page frame: header, content, footer, mobile bottom bar and the global hosts; a blocked account goes to the block page. */
export function Layout() {
  const { t } = useTranslation();
  useBlockedRedirect();
  // A new page opens at its top; Back and Forward return to where the player was on that page.
  useScrollMemory();
  // A followed referral link keeps its tag until the visitor registers (ADR 0061).
  useReferralLink();
  return (
    <div className={styles.shell}>
      <a className={styles.skip} href="#content">
        {t('layout.skip')}
      </a>
      <Header />
      <main id="content" className={styles.main}>
        <Outlet />
      </main>
      <LazyFooter />
      <MobileFooter />
      <CookieBanner />
      <NotificationsHost />
      <ModalHost />
      <ScrollToTop label={t('layout.scrollTop')} />
    </div>
  );
}
