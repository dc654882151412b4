import type { ResultChamp, ResultGame } from '@fairline/shared/wire/results';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Input, Skeleton } from '../../components/ui';
import { dateTimeFormat } from '../../lib/clock';
import { useLang, useTranslation } from '../../lib/i18n';
import { resultsQuery } from './results-api';
import { isDay, recentDays, zoneOffset } from './results-days';
import styles from './results-page.module.css';

const SEARCH_DELAY_MS = 300;
const STRIP_DAYS = 7;

/** The results page: finished games by day, sport and championship, with final and period scores. */
export function ResultsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { champId } = useParams();
  const [params, setParams] = useSearchParams();
  const [tz] = useState(zoneOffset);
  const dateParam = params.get('date');
  // Without a day in the address the server answers its today (the simulation's clock, not the browser's).
  const asked = isDay(dateParam) ? dateParam : undefined;
  const sport = Number(params.get('sport')) || undefined;
  const highlight = Number(params.get('game')) || undefined;
  const [search, setSearch] = useState(params.get('q') ?? '');
  const q = params.get('q') ?? '';

  // The search reaches the address (and the call) once typing pauses.
  useEffect(() => {
    if (search.trim() === q) return;
    const timer = setTimeout(() => change({ q: search.trim() || null }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  });

  function change(next: Record<string, string | null>) {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value === null) merged.delete(key);
      else merged.set(key, value);
    }
    merged.delete('game');
    setParams(merged, { replace: true });
  }

  const query = useQuery(
    resultsQuery({ date: asked, tz, lang, sport, q: q || undefined, ...(champId ? { champ: Number(champId) } : {}) }),
  );
  const data = query.data;
  const date = asked ?? data?.date;
  const today = data?.last_date;
  const dayLabel = dateTimeFormat(lang, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
  const champHref = (champ: ResultChamp) => `/${lang}/results/${champ.id}?date=${data?.date}`;

  return (
    <section className={styles.page} aria-labelledby="results-title" data-testid="results-page">
      <header className={styles.header}>
        <h1 id="results-title" className={styles.title}>
          {champId && data?.champs[0] ? data.champs[0].name : t('results.title')}
        </h1>
        {champId && (
          <Link className={styles.back} to={`/${lang}/results${date ? `?date=${date}` : ''}`}>
            {t('results.allChamps')}
          </Link>
        )}
        <Input
          type="search"
          className={styles.search}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={t('results.search')}
          aria-label={t('results.search')}
        />
      </header>

      {today && data && (
        <nav className={styles.days} aria-label={t('results.days')}>
          {recentDays(today, STRIP_DAYS).map((day, i) => (
            <button
              key={day}
              type="button"
              className={styles.day}
              aria-pressed={day === date}
              onClick={() => change({ date: day })}
            >
              {i === 0
                ? t('results.today')
                : i === 1
                  ? t('results.yesterday')
                  : dayLabel.format(new Date(`${day}T00:00:00Z`))}
            </button>
          ))}
          <label className={styles.calendar}>
            <span className={styles.visuallyHidden}>{t('results.pickDay')}</span>
            <input
              type="date"
              value={date}
              min={data.first_date}
              max={today}
              onChange={(e) => isDay(e.target.value) && change({ date: e.target.value })}
            />
          </label>
        </nav>
      )}

      {data && data.sports.length > 0 && (
        <nav className={styles.sports} aria-label={t('results.sports')}>
          <button type="button" className={styles.sport} aria-pressed={!sport} onClick={() => change({ sport: null })}>
            {t('results.allSports')}
          </button>
          {data.sports.map((s) => (
            <button
              key={s.id}
              type="button"
              className={styles.sport}
              aria-pressed={sport === s.id}
              onClick={() => change({ sport: String(s.id) })}
            >
              {s.name} <span className={styles.count}>{s.count}</span>
            </button>
          ))}
        </nav>
      )}

      {query.isError ? (
        <p className={styles.note} role="alert">
          {t('results.error')}{' '}
          {asked && (
            <button type="button" className={styles.sport} onClick={() => change({ date: null })}>
              {t('results.today')}
            </button>
          )}
        </p>
      ) : !data ? (
        <Skeleton rows={8} rowHeight={52} />
      ) : data.champs.length === 0 ? (
        <p className={styles.note}>{q ? t('results.noMatch') : t('results.empty')}</p>
      ) : (
        <div className={styles.champs} aria-busy={query.isFetching}>
          {data.champs.map((champ) => (
            <section key={champ.id} className={styles.champ} aria-label={champ.name}>
              <h2 className={styles.champName}>
                <Link to={champHref(champ)}>
                  {champ.country && <span className={styles.country}>{champ.country} · </span>}
                  {champ.name}
                </Link>
              </h2>
              <ul className={styles.games}>
                {champ.games.map((game) => (
                  <GameRow key={game.id} game={game} lang={lang} highlighted={game.id === highlight} />
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </section>
  );
}

function GameRow({ game, lang, highlighted }: { game: ResultGame; lang: string; highlighted: boolean }) {
  const { t } = useTranslation();
  const row = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (highlighted) row.current?.scrollIntoView({ block: 'center' });
  }, [highlighted]);
  const time = dateTimeFormat(lang, { hour: '2-digit', minute: '2-digit' }).format(new Date(game.start));
  const cancelled = game.cancellation !== null;
  const periods = game.periods.map((p) => `${p.home}:${p.away}`).join(', ');
  return (
    <li ref={row} className={styles.game} data-highlighted={highlighted || undefined} data-game-id={game.id}>
      <time className={styles.time} dateTime={game.start} dir="ltr">
        {time}
      </time>
      <span className={styles.teams}>
        <span>{game.home}</span>
        <span>{game.away}</span>
      </span>
      <span className={styles.score} dir="ltr" title={t('results.score')}>
        <b>{game.final.home}</b>
        <b>{game.final.away}</b>
      </span>
      <span className={styles.detail}>
        {cancelled && <span className={styles.badge}>{t(`results.status.${game.cancellation}`)}</span>}
        {game.shootout ? (
          <span className={styles.badge}>{t('results.shootout')}</span>
        ) : (
          game.overtime && <span className={styles.badge}>{t('results.overtime')}</span>
        )}
        {periods && (
          <span
            className={styles.periods}
            dir="ltr"
            title={game.periods.map((p) => `${p.name} ${p.home}:${p.away}`).join(' · ')}
          >
            ({periods})
          </span>
        )}
      </span>
    </li>
  );
}
