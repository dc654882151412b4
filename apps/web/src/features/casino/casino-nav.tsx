import { CASINO_CATEGORIES } from '@fairline/shared/config/casino-sections';
import type { CasinoCategory, CasinoLobby } from '@fairline/shared/wire/casino-lobby';
import { Link, NavLink } from 'react-router';
import { cx } from '../../components/ui';
import { useLang, useTranslation } from '../../lib/i18n';
import { TournamentsNavLink } from '../casino-tournaments';
import styles from './casino.module.css';
import { CATEGORY_PATHS } from './lobby-filter';

const GLYPHS: Record<CasinoCategory | 'all', string> = {
  all: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  slots: 'M4 5h16v14H4zM9.3 5v14M14.7 5v14M6 12h1.5M11.3 12h1.5M16.7 12h1.5',
  table: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10zM12 3v4M12 17v4M3 12h4M17 12h4',
  crash: 'M3 20h18M4 17l5-5 4 3 7-9M15 6h5v5',
  instant: 'M13 2 4 14h7l-1 8 9-12h-7z',
};

function Glyph({ path }: { path: string }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The casino's rail: the categories (each its own page: slots, live casino, crash games…) with their
 * counts, then the visitor's lists and the providers. It scrolls sideways on a phone.
 */
export function CasinoNav({
  lobby,
  active,
}: {
  lobby: CasinoLobby | undefined;
  active: CasinoCategory | 'all' | null;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const counts = new Map(lobby?.categories.map((c) => [c.id, c.count]));
  const offered = CASINO_CATEGORIES.filter((c) => !lobby || (counts.get(c) ?? 0) > 0);
  const pill = (isActive: boolean) => cx(styles.pill, isActive && styles.pillActive);
  return (
    <nav className={styles.rail} aria-label={t('casino.nav.label')}>
      <ul>
        {(['all', ...offered] as const).map((id) => (
          <li key={id}>
            <Link
              to={`/${lang}${CATEGORY_PATHS[id]}`}
              className={pill(active === id)}
              aria-current={active === id ? 'page' : undefined}
              data-testid={`casino-category-${id}`}
            >
              <Glyph path={GLYPHS[id]} />
              <span>{t(`casino.category.${id}`)}</span>
              {lobby && (
                <span className={styles.pillCount}>{id === 'all' ? lobby.games.length : (counts.get(id) ?? 0)}</span>
              )}
            </Link>
          </li>
        ))}
        <li className={styles.railSeparator} aria-hidden="true" />
        <TournamentsNavLink className={pill} />
        <li>
          <NavLink to={`/${lang}/casino/favorites`} className={({ isActive }) => pill(isActive)}>
            <Glyph path="m12 3 2.7 5.6 6.1.8-4.5 4.2 1.1 6.1L12 16.8l-5.4 2.9 1.1-6.1-4.5-4.2 6.1-.8z" />
            <span>{t('casino.nav.favorites')}</span>
          </NavLink>
        </li>
        <li>
          <NavLink to={`/${lang}/casino/my`} className={({ isActive }) => pill(isActive)}>
            <Glyph path="M12 7v5l3 2M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z" />
            <span>{t('casino.nav.my')}</span>
          </NavLink>
        </li>
        <li>
          <NavLink to={`/${lang}/casino/providers`} className={({ isActive }) => pill(isActive)}>
            <Glyph path="M3 21h18M5 21V9l7-5 7 5v12M9 21v-6h6v6" />
            <span>{t('casino.nav.providers')}</span>
          </NavLink>
        </li>
        <li>
          <NavLink to={`/${lang}/casino/verify`} className={({ isActive }) => pill(isActive)}>
            <Glyph path="M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6zM8.5 12l2.5 2.5 4.5-5" />
            <span>{t('casino.nav.verify')}</span>
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
