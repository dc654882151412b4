import { TOURNAMENT_STATUSES } from '@fairline/shared/wire/casino-lobby-codes';
import type { TournamentSummary } from '@fairline/shared/wire/casino-tournaments';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Skeleton } from '../../components/ui';
import { dateTimeFormat, useDisplayTimeZone } from '../../lib/clock';
import { useLang, useTranslation } from '../../lib/i18n';
import { usePageTitle } from '../config';
import { useBalance } from '../wallet';
import { prizeText } from './tournament-format';
import styles from './tournaments.module.css';
import { fetchTournaments, tournamentKeys } from './tournaments-api';

/** `/tournaments`: the brand's tournaments, running first, then upcoming, then recently finished. */
export function TournamentsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const list = useQuery({ queryKey: tournamentKeys.list(lang), queryFn: () => fetchTournaments(lang) });
  usePageTitle(t('tour.title'));
  const sections = TOURNAMENT_STATUSES.map((status) => ({
    status,
    items: (list.data ?? []).filter((x) => x.status === status),
  }))
    .sort((a, b) => order(a.status) - order(b.status))
    .filter((s) => s.items.length > 0);

  return (
    <section className={styles.page} aria-labelledby="tour-title" data-testid="tournaments-page">
      <h1 id="tour-title" className={styles.title}>
        {t('tour.title')}
      </h1>
      <p className={styles.note}>{t('tour.lead')}</p>
      {!list.data ? (
        list.isError ? (
          <p className={styles.failure} role="alert">
            {t('tour.failed')}
          </p>
        ) : (
          <Skeleton rows={2} rowHeight={140} />
        )
      ) : sections.length === 0 ? (
        <p className={styles.note}>{t('tour.empty')}</p>
      ) : (
        sections.map(({ status, items }) => (
          <section key={status} className={styles.group} aria-labelledby={`tour-${status}`}>
            <h2 id={`tour-${status}`} className={styles.heading}>
              {t(`tour.section.${status}`)}
            </h2>
            <ul className={styles.grid}>
              {items.map((x) => (
                <li key={x.id}>
                  <TournamentCard tournament={x} />
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </section>
  );
}

const order = (status: TournamentSummary['status']) => ['running', 'upcoming', 'finished'].indexOf(status);

function TournamentCard({ tournament: x }: { tournament: TournamentSummary }) {
  const { t } = useTranslation();
  const lang = useLang();
  const timeZone = useDisplayTimeZone();
  const { active } = useBalance();
  const when = dateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short', timeZone });
  return (
    <article className={styles.card} aria-labelledby={`tour-card-${x.id}`} data-testid="tournament-card">
      <span className={styles.badge}>{t(`tour.kind.${x.rule}`)}</span>
      <h3 id={`tour-card-${x.id}`} className={styles.name}>
        {x.name}
      </h3>
      <p className={styles.muted}>
        {when.format(new Date(x.starts_at))} – {when.format(new Date(x.ends_at))}
      </p>
      <p className={styles.muted}>
        {t('tour.firstPrize', { amount: prizeText(x.prizes, 1, active?.currencyId ?? 10, lang) })}
      </p>
      <Link to={`/${lang}/tournaments/${x.id}`} className={styles.more}>
        {t('tour.more')}
      </Link>
    </article>
  );
}
