import { Outlet } from 'react-router';
import { ModalHost, NotificationsHost, ScrollToTop } from '../../components/ui';
import { CookieBanner } from '../../features/consent/cookie-banner';
import { Footer } from './footer';
import { Header } from './header';
import styles from './layout.module.css';
import { MobileFooter } from './mobile-footer';

/** The page frame: header, content, footer, mobile bottom bar and the global hosts. */
export function Layout() {
  return (
    <div className={styles.shell}>
      <a className={styles.skip} href="#content">
        Skip to content
      </a>
      <Header />
      <main id="content" className={styles.main}>
        <Outlet />
      </main>
      <Footer />
      <MobileFooter />
      <CookieBanner />
      <NotificationsHost />
      <ModalHost />
      <ScrollToTop />
    </div>
  );
}
