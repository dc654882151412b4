import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useSite } from '../../features/config';
import { loadMatchAlerts } from '../../features/match-subscriptions';
import { loadInboxBadge } from '../../features/messages';
import { HeaderBalance } from '../../features/wallet';
import { useLang, useTranslation } from '../../lib/i18n';
import styles from './header.module.css';
import { HeaderUser } from './header-user';
import { LanguageSwitcher } from './language-switcher';
import { MainNav } from './main-nav';
import { MobileMenuButton } from './mobile-menu';
import { SettingsMenu } from './settings-menu';
import { ThemeToggle } from './theme-toggle';

// Only a logged-in player with a bonus balance sees it: its code loads after login.
const HeaderBonus = lazy(() => import('./header-bonus').then((m) => ({ default: m.HeaderBonus })));
// The inbox's unread badge of a logged-in player (issue 20, ADR 0031): its code loads after login too.
const InboxBadge = lazy(() => loadInboxBadge().then((Component) => ({ default: Component })));
// The notices of followed games and settled bets over /ws (issue 23, ADR 0069): loads after login too.
const MatchAlerts = lazy(() => loadMatchAlerts().then((Component) => ({ default: Component })));
// The reality-check reminder of a logged-in player (issue 20): its code loads after login too.
const RealityCheckReminder = lazy(() =>
  import('../../features/responsible-gambling').then((m) => ({ default: m.RealityCheckReminder })),
);

/** The site header: brand, configured main menu, language, theme and view settings. */
export function Header() {
  const site = useSite();
  const lang = useLang();
  const { t } = useTranslation();
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <MobileMenuButton />
        <Link to={`/${lang}/`} className={styles.logo} aria-label={t('header.home', { brand: site.brandName })}>
          {/* The initial is drawn, not text: the link's name "Fairline — home" then holds all its words (WCAG 2.5.3). */}
          <span className={styles.mark} data-initial={site.brandName.slice(0, 1)} aria-hidden="true" />
          <span className={styles.brand}>{site.brandName}</span>
        </Link>
        <MainNav />
        <div className={styles.tools}>
          <LanguageSwitcher />
          <ThemeToggle />
          <SettingsMenu />
          <HeaderUser
            lang={lang}
            balanceSlot={
              <>
                <Suspense fallback={null}>
                  <HeaderBonus lang={lang} />
                  <RealityCheckReminder />
                  <InboxBadge lang={lang} />
                  <MatchAlerts />
                </Suspense>
                <HeaderBalance lang={lang} />
              </>
            }
          />
        </div>
      </div>
    </header>
  );
}
