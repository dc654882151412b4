import { SEARCH_MAX } from '@fairline/shared/enums/limits';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useLang, useTranslation } from '../../../lib/i18n';
import { type Game, searchQuery, useFeedContext } from '../../feed';
import { formatStart, fullScore } from '../games/live-clock';
import { gamePath } from '../shared/paths';
import { SportIcon } from '../shared/sport-icon';
import styles from './search-box.module.css';
import { useDebounced } from './use-debounced';

/** Typing pauses this long before the search call goes out. */
export const SEARCH_DEBOUNCE_MS = 250;

/** Event search (at most 100 characters) with a dropdown of live and upcoming matches. */
export function SearchBox() {
  const { t } = useTranslation();
  const lang = useLang();
  const ctx = useFeedContext();
  const id = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const wrap = useRef<HTMLDivElement>(null);
  const query = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const live = useQuery(searchQuery('live', ctx, query));
  const line = useQuery(searchQuery('line', ctx, query));
  const results: { game: Game; live: boolean }[] = [
    ...(live.data ?? []).map((game) => ({ game, live: true })),
    ...(line.data ?? []).map((game) => ({ game, live: false })),
  ];
  const searching = query.length >= 2;
  const loading = searching && (live.isFetching || line.isFetching) && results.length === 0;
  const shown = open && searching;

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: closes the dropdown when focus leaves the box or on Escape
    <div
      ref={wrap}
      className={styles.search}
      onBlur={(e) => !wrap.current?.contains(e.relatedTarget as Node | null) && setOpen(false)}
      onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
    >
      <label htmlFor={id} className="visually-hidden">
        {t('sb.search.label')}
      </label>
      <svg className={styles.icon} width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
        <path
          d="m21 21-4.3-4.3M10.5 18a7.5 7.5 0 1 1 0-15 7.5 7.5 0 0 1 0 15z"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
      <input
        id={id}
        type="search"
        className={styles.input}
        value={text}
        maxLength={SEARCH_MAX}
        placeholder={t('sb.search.placeholder')}
        autoComplete="off"
        role="combobox"
        aria-expanded={shown}
        aria-controls={`${id}-results`}
        aria-autocomplete="list"
        onFocus={() => setOpen(true)}
        onChange={(e) => {
          setText(e.target.value.slice(0, SEARCH_MAX));
          setOpen(true);
        }}
      />
      {shown && (
        <div id={`${id}-results`} className={styles.dropdown} role="listbox" aria-label={t('sb.search.results')}>
          {loading ? (
            <p className={styles.note}>{t('sb.search.loading')}</p>
          ) : results.length === 0 ? (
            <p className={styles.note}>{t('sb.search.none')}</p>
          ) : (
            results.map(({ game, live: isLive }) => {
              const [s1, s2] = fullScore(game.SC);
              return (
                <Link
                  key={`${isLive}${game.I}`}
                  role="option"
                  aria-selected={false}
                  to={gamePath(lang, isLive, game.I)}
                  className={styles.result}
                  onClick={() => setOpen(false)}
                >
                  <SportIcon sportId={game.SI} />
                  <span className={styles.resultText}>
                    <span className={styles.teams}>
                      {game.O1} – {game.O2}
                    </span>
                    <span className={styles.champ}>{game.L}</span>
                  </span>
                  <span className={styles.when} dir="ltr">
                    {isLive ? (
                      <>
                        <span className={styles.dot} aria-hidden="true" />
                        <b>
                          {s1}:{s2}
                        </b>
                      </>
                    ) : (
                      formatStart(game.S, lang)
                    )}
                  </span>
                </Link>
              );
            })
          )}
        </div>
      )}
    </div>
  );
}
