import { buildHeaderMenu } from '@fairline/shared/config';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { MenuLink } from '../components/ui';
import { useSession } from '../features/auth';
import { useSite } from '../features/config';
// The registration form's code loads only where the brand shows it on the home page (a lazy part).
import { RegistrationWidget } from '../features/registration';
// The events block (cards, prices, slip) is a lazy part too: it loads beside the page, not in its budget.
import { HomeEvents } from '../features/sportsbook';
import { useLang, useTranslation } from '../lib/i18n';
import styles from './home-page.module.css';
import { SectionGlyph } from './section-glyph';

/**
 * The home page: brand welcome, then events with prices (top live, top matches, expresses of the
 * day) as betting sites open, the registration widget for guests (registration.isWidgetEnabled), the
 * configured sections and the safer-gambling promise.
 */
export function HomePage() {
  const { t } = useTranslation();
  const site = useSite();
  const lang = useLang();
  // A selector: the session's arrival re-renders the page only when it changes what the page shows.
  const isAuth = useSession((s) => s.isAuth);
  const { visible, overflow } = buildHeaderMenu(site.settings.header.menu, {
    isAuth,
    maxVisible: site.settings.header.maxVisibleNavItems,
    gamesPreviewCount: site.settings.header.gamesPreviewCount,
  });
  return (
    <div className={styles.page}>
      <section className={styles.hero}>
        <div>
          <p className={styles.kicker}>{site.brandName}</p>
          <h1 className={styles.title}>{t('home.title')}</h1>
          <p className={styles.lead}>{t('home.lead')}</p>
          <div className={styles.ctas}>
            <Link to={`/${lang}/sports`} className={styles.cta}>
              {t('home.cta.sports')}
            </Link>
            <Link to={`/${lang}/live`} className={`${styles.cta} ${styles.ctaGhost}`}>
              <span className={styles.liveDot} aria-hidden="true" />
              {t('home.cta.live')}
            </Link>
          </div>
        </div>
        <div className={styles.heroArt} aria-hidden="true">
          <span>1</span>
          <span>X</span>
          <span>2</span>
        </div>
      </section>
      <Suspense fallback={<div className={styles.eventsPlaceholder} aria-hidden="true" />}>
        <HomeEvents />
      </Suspense>
      {!isAuth && site.settings.registration.isWidgetEnabled && site.settings.registration.isRegistrationAllowed && (
        <section className={styles.join} aria-labelledby="join-title">
          <div className={styles.joinPitch}>
            <h2 id="join-title" className={styles.sectionTitle}>
              {t('site.remind.title')}
            </h2>
            <p>{t('site.remind.text')}</p>
          </div>
          <Suspense fallback={null}>
            <RegistrationWidget />
          </Suspense>
        </section>
      )}
      <section aria-labelledby="sections-title">
        <h2 id="sections-title" className={styles.sectionTitle}>
          {t('home.sections')}
        </h2>
        <ul className={styles.grid}>
          {[...visible, ...overflow].map((item) => (
            <li key={item.id}>
              <MenuLink item={item} className={styles.card}>
                <span className={styles.cardMark}>
                  <SectionGlyph section={item.section} />
                </span>
                <span className={styles.cardTitle}>{t(item.langKey)}</span>
              </MenuLink>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.safe}>
        <h2 className={styles.sectionTitle}>{t('home.safeTitle')}</h2>
        <p>{t('home.safeText')}</p>
        <Link to={`/${lang}/office/limits`} className={styles.safeLink}>
          {t('rg.home.link')}
        </Link>{' '}
        <Link to={`/${lang}/information/responsiblegaming`} className={styles.safeLink}>
          {t('info.responsiblegaming')}
        </Link>
      </section>
    </div>
  );
}
