import { useQuery } from '@tanstack/react-query';
import { NavLink } from 'react-router';
import { useLang, useTranslation } from '../../lib/i18n';
import { fetchTournaments, tournamentKeys } from './tournaments-api';

/**
 * The casino rail's entry to the tournaments, drawn only while the brand lists at least one (a link
 * never leads to an empty page). `className` takes the rail's pill style.
 */
export function TournamentsNavLink({ className }: { className: (isActive: boolean) => string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const list = useQuery({
    queryKey: tournamentKeys.list(lang),
    queryFn: () => fetchTournaments(lang),
    staleTime: 60_000,
  });
  if (!list.data || list.data.length === 0) return null;
  return (
    <li>
      <NavLink
        to={`/${lang}/tournaments`}
        className={({ isActive }) => className(isActive)}
        data-testid="casino-nav-tournaments"
      >
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M8 21h8M12 17v4M7 4h10v5a5 5 0 0 1-10 0zM7 6H4a3 3 0 0 0 3 4M17 6h3a3 3 0 0 1-3 4"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <span>{t('tour.nav')}</span>
      </NavLink>
    </li>
  );
}
