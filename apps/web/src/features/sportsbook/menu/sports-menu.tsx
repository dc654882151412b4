import { getSport, sportName } from '@fairline/shared/lookups/sports';
import type { FeedSport } from '@fairline/shared/wire/feed';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { cx, Skeleton } from '../../../components/ui';
import { useLang, useTranslation } from '../../../lib/i18n';
import { FavoritesBlock } from '../../favorites';
import { type Feed, sportsQuery, topChampsQuery, useFeedContext } from '../../feed';
import { feedPath } from '../shared/paths';
import { SportIcon } from '../shared/sport-icon';
import { menuModeOf } from './menu-mode';
import { type MenuSection, menuSections, totalGames } from './menu-sections';
import styles from './sports-menu.module.css';

const SECTIONS: MenuSection[] = ['regular', 'cyber', 'virtual'];
const CYBER_SECTIONS: MenuSection[] = ['cyber'];

/**
 * The left sports menu: line and live tabs with counts, sports by section with their championships,
 * top championships. Its tab follows the page (Live on a live page) until the player picks the
 * other one on this page; on the cyber pages it lists the cyber sports only.
 */
export function SportsMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const ctx = useFeedContext();
  const { pathname } = useLocation();
  const mode = menuModeOf(pathname);
  const [picked, setPicked] = useState<{ pathname: string; feed: Feed } | null>(null);
  const feed = picked?.pathname === pathname ? picked.feed : mode.feed;
  const line = useQuery(sportsQuery('line', ctx));
  const live = useQuery(sportsQuery('live', ctx));
  const top = useQuery(topChampsQuery('line', ctx));
  const shownSections = mode.cyber ? CYBER_SECTIONS : SECTIONS;
  const sectionsOf = (data: readonly FeedSport[] | undefined) => menuSections(data ?? []);
  const countOf = (data: readonly FeedSport[] | undefined) =>
    mode.cyber ? totalGames(sectionsOf(data).cyber) : totalGames(data);
  const current = feed === 'live' ? live : line;
  const sections = sectionsOf(current.data);
  const cyberIds = new Set(sections.cyber.map((s) => s.I));
  const topChamps = (top.data ?? []).filter((c) => !mode.cyber || cyberIds.has(c.SI ?? 0));

  return (
    <nav className={styles.menu} aria-label={t('sb.menu.label')}>
      <div className={styles.feeds}>
        {(['line', 'live'] as const).map((f) => (
          <button
            key={f}
            type="button"
            aria-pressed={feed === f}
            className={cx(styles.feed, feed === f && styles.feedActive)}
            onClick={() => setPicked({ pathname, feed: f })}
          >
            {f === 'live' && <span className={styles.liveDot} aria-hidden="true" />}
            {t(`sb.feed.${f}`)}
            <span className={styles.feedCount}>{countOf((f === 'live' ? live : line).data)}</span>
          </button>
        ))}
      </div>
      <FavoritesBlock onNavigate={onNavigate} />
      {current.isPending ? (
        <Skeleton rows={10} rowHeight={32} gap={4} />
      ) : current.isError ? (
        <p className={styles.error}>{t('sb.error.menu')}</p>
      ) : (
        shownSections
          .filter((section) => sections[section].length > 0)
          .map((section) => (
            <section key={section} className={styles.section}>
              <h3 className={styles.sectionTitle}>{t(`sb.menu.section.${section}`)}</h3>
              <ul className={styles.list}>
                {sections[section].map((sport) => (
                  <SportItem
                    key={sport.I}
                    sport={sport}
                    live={feed === 'live'}
                    cyber={mode.cyber}
                    lang={lang}
                    onNavigate={onNavigate}
                  />
                ))}
              </ul>
            </section>
          ))
      )}
      {topChamps.length > 0 && (
        <section className={styles.section}>
          <h3 className={styles.sectionTitle}>{t('sb.menu.topChamps')}</h3>
          <ul className={styles.list}>
            {topChamps.slice(0, 10).map((champ) => (
              <li key={champ.LI}>
                <NavLink
                  to={feedPath(lang, false, getSport(champ.SI ?? 0), champ.LI, mode.cyber)}
                  className={({ isActive }) => cx(styles.item, isActive && styles.active)}
                  onClick={onNavigate}
                >
                  <SportIcon sportId={champ.SI ?? 0} />
                  <span className={styles.name}>{champ.L}</span>
                  <span className={styles.count}>{champ.GC ?? ''}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </section>
      )}
    </nav>
  );
}

interface SportItemProps {
  sport: FeedSport;
  live: boolean;
  /** On the cyber pages the links stay in the cyber section. */
  cyber: boolean;
  lang: string;
  onNavigate?: () => void;
}

function SportItem({ sport, live, cyber, lang, onNavigate }: SportItemProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const known = getSport(sport.I);
  const name = sport.N ?? sportName(sport.I, lang);
  const champs = [...(sport.L ?? [])].sort((a, b) => (a.T ?? 0) - (b.T ?? 0));
  const listId = `sport-${live ? 'live' : 'line'}-${sport.I}`;
  return (
    <li>
      <div className={styles.row}>
        <NavLink
          to={feedPath(lang, live, known, undefined, cyber)}
          end
          className={({ isActive }) => cx(styles.item, isActive && styles.active)}
          onClick={onNavigate}
        >
          <SportIcon sportId={sport.I} />
          <span className={styles.name}>{name}</span>
          <span className={styles.count}>{sport.C ?? 0}</span>
        </NavLink>
        {champs.length > 0 && (
          <button
            type="button"
            className={cx(styles.toggle, open && styles.toggleOpen)}
            aria-expanded={open}
            aria-controls={listId}
            aria-label={t('sb.menu.champsOf', { sport: name })}
            onClick={() => setOpen(!open)}
          >
            <svg width="12" height="12" viewBox="0 0 24 24" aria-hidden="true">
              <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.5" />
            </svg>
          </button>
        )}
      </div>
      {open && (
        <ul id={listId} className={styles.champs}>
          {champs.map((champ) => (
            <li key={champ.LI}>
              <NavLink
                to={feedPath(lang, live, known, champ.LI, cyber)}
                className={({ isActive }) => cx(styles.champ, isActive && styles.active)}
                onClick={onNavigate}
              >
                <span className={styles.name}>{lang === 'ru' && champ.LR ? champ.LR : champ.L}</span>
                <span className={styles.count}>{champ.GC ?? ''}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
