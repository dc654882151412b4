import { SEARCH_MAX } from '@fairline/shared/enums/limits';
import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useHydrated } from '../../../components/ui';
import { useLang, useTranslation } from '../../../lib/i18n';
import { type Game, searchQuery, useFeedContext } from '../../feed';
import { useOddsFormat } from '../../markets';
import { gamePath } from '../shared/paths';
import { comboboxKey } from './combobox-keys';
import { resultCountText } from './result-count';
import styles from './search-box.module.css';
import { mainPrices, resultName, SearchResult } from './search-result';
import { useDebounced } from './use-debounced';

/** Typing pauses this long before the search call goes out. */
export const SEARCH_DEBOUNCE_MS = 250;
/** Live results refresh this often while the list is open, so scores and clocks do not go stale. */
const LIVE_REFRESH_MS = 15_000;

interface Result {
  key: string;
  game: Game;
  live: boolean;
}

/**
 * Event search (at most 100 characters): a WAI-ARIA 1.2 combobox whose listbox lists live, then
 * upcoming matches with their main prices. Focus stays in the input; the arrows move the active
 * option (aria-activedescendant), Enter opens it, Escape closes the list and a second Escape clears
 * the text; the number of results is announced politely.
 */
export function SearchBox() {
  const hydrated = useHydrated();
  const { t } = useTranslation();
  const lang = useLang();
  const ctx = useFeedContext();
  const format = useOddsFormat();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const id = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const [path, setPath] = useState(pathname);
  const wrap = useRef<HTMLDivElement>(null);
  const query = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const searching = query.length >= 2;
  const shown = open && searching;
  const live = useQuery({ ...searchQuery('live', ctx, query), refetchInterval: shown ? LIVE_REFRESH_MS : false });
  const line = useQuery(searchQuery('line', ctx, query));
  const results: Result[] = [
    ...(live.data ?? []).map((game) => ({ key: `live-${game.I}`, game, live: true })),
    ...(line.data ?? []).map((game) => ({ key: `line-${game.I}`, game, live: false })),
  ];
  const settled = !live.isFetching && !line.isFetching;
  const loading = searching && !settled && results.length === 0;
  const listed = shown && results.length > 0;
  const active = listed ? results.findIndex((r) => r.key === activeKey) : -1;
  const optionId = (key: string) => `${id}-${key}`;
  const listId = `${id}-results`;

  // Leaving the page (a result opened, a link elsewhere) closes the list.
  if (path !== pathname) {
    setPath(pathname);
    setOpen(false);
    setActiveKey(null);
  }

  useEffect(() => {
    if (activeKey) document.getElementById(`${id}-${activeKey}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [id, activeKey]);

  const close = () => {
    setOpen(false);
    setActiveKey(null);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const action = comboboxKey(e.key, {
      open: listed,
      active: active < 0 ? null : active,
      count: results.length,
      hasText: text !== '',
    });
    if (!action) return;
    // The browser's own Escape would clear a search field at once, and Enter would submit.
    e.preventDefault();
    if (action.type === 'activate') {
      setOpen(true);
      setActiveKey(results[action.index]?.key ?? null);
    } else if (action.type === 'choose') {
      const chosen = results[action.index];
      close();
      if (chosen) void navigate(gamePath(lang, chosen.live, chosen.game.I));
    } else if (action.type === 'close') {
      close();
    } else {
      setText('');
    }
  };

  const announcement = shown && settled ? resultCountText(t, lang, results.length) : '';

  return (
    <div ref={wrap} className={styles.search}>
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
        spellCheck={false}
        // Typed text would be lost before a server-rendered page hydrates: the box waits for it.
        readOnly={!hydrated}
        role="combobox"
        aria-expanded={listed}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 ? optionId(results[active]?.key ?? '') : undefined}
        onFocus={() => setOpen(true)}
        onBlur={(e) => !wrap.current?.contains(e.relatedTarget as Node | null) && close()}
        onKeyDown={onKeyDown}
        onChange={(e) => {
          setText(e.target.value.slice(0, SEARCH_MAX));
          setOpen(true);
          setActiveKey(null);
        }}
      />
      <div role="status" className="visually-hidden">
        {announcement}
      </div>
      {shown && (
        <div className={styles.dropdown}>
          {loading ? (
            <p className={styles.note}>{t('sb.search.loading')}</p>
          ) : results.length === 0 ? (
            <p className={styles.note}>{t('sb.search.none')}</p>
          ) : (
            // Pressing an option must not take focus from the input (which would close the list first).
            <div
              id={listId}
              role="listbox"
              aria-label={t('sb.search.results')}
              className={styles.list}
              onMouseDown={(e) => e.preventDefault()}
            >
              {results.map(({ key, game, live: isLive }, index) => {
                const prices = mainPrices(t, game, format);
                return (
                  <Link
                    key={key}
                    id={optionId(key)}
                    role="option"
                    tabIndex={-1}
                    aria-selected={index === active}
                    aria-label={resultName(t, lang, game, isLive, prices)}
                    to={gamePath(lang, isLive, game.I)}
                    className={styles.result}
                    data-active={index === active || undefined}
                    data-live={isLive || undefined}
                    onMouseMove={() => key !== activeKey && setActiveKey(key)}
                    onClick={close}
                  >
                    <SearchResult t={t} lang={lang} game={game} isLive={isLive} prices={prices} />
                  </Link>
                );
              })}
            </div>
          )}
        </div>
      )}
    </div>
  );
}
