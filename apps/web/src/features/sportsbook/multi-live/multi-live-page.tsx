import { useCallback, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Skeleton, useHydrated } from '../../../components/ui';
import { useLang, useTranslation } from '../../../lib/i18n';
import { liveTopics } from '../../../lib/ws';
import { usePageTitle } from '../../config';
import { LiveNotices } from '../live/live-notices';
import { useLiveUpdates } from '../live/use-live-updates';
import { feedPath } from '../shared/paths';
import styles from './multi-live.module.css';
import { MultiLivePanel } from './multi-live-panel';
import { MultiLivePicker } from './multi-live-picker';
import {
  addGame,
  canAdd,
  GAMES_PARAM,
  initialSelection,
  MULTI_LIVE_MAX,
  parseAddParam,
  removeGame,
  serialiseGames,
} from './selection';
import { readStoredSelection, writeStoredSelection } from './stored-selection';

/** Multi-live (issue 23 §5, ADR 0059): up to four live games side by side, chosen from the live list. */
export function MultiLivePage() {
  const { t } = useTranslation();
  const lang = useLang();
  // The selection lives in this browser's storage: the server renders the frame, the browser the games.
  const hydrated = useHydrated();
  usePageTitle(t('sb.multi.title'));
  return (
    <div className={styles.page}>
      <nav aria-label={t('sb.breadcrumbs')} className={styles.crumbs}>
        <Link to={feedPath(lang, true)}>{t('sb.feed.live')}</Link>
        <span aria-hidden="true">/</span>
        <span aria-current="page">{t('sb.multi.title')}</span>
      </nav>
      <h1 className={styles.title}>
        <span className={styles.dot} aria-hidden="true" />
        {t('sb.multi.title')}
      </h1>
      <LiveNotices />
      {hydrated ? <MultiLiveBoard /> : <Skeleton rows={4} rowHeight={120} gap={8} />}
    </div>
  );
}

/** A note's words are looked up when shown: its dictionary unit may arrive after the note (a page opened by a link). */
type Note = { key: string; message: string; params?: Record<string, string | number> };

function MultiLiveBoard() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const [start] = useState(() => {
    const query = new URLSearchParams(location.search);
    const ids = initialSelection(query.get(GAMES_PARAM), readStoredSelection());
    const add = parseAddParam(query.get('add'));
    if (add === undefined || ids.includes(add)) return { ids, full: false };
    return canAdd(ids) ? { ids: addGame(ids, add), full: false } : { ids, full: true };
  });
  const [ids, setIds] = useState(start.ids);
  const [notes, setNotes] = useState<Note[]>(
    start.full ? [{ key: 'full', message: 'ml.full', params: { max: MULTI_LIVE_MAX } }] : [],
  );
  useLiveUpdates(ids.map((id) => liveTopics.game(id)));

  // The device keeps the selection, and the address carries it so it can be shared.
  useEffect(() => {
    writeStoredSelection(ids);
    const query = new URLSearchParams(location.search);
    query.delete('add');
    if (ids.length > 0) query.set(GAMES_PARAM, serialiseGames(ids));
    else query.delete(GAMES_PARAM);
    const search = query.size > 0 ? `?${query.toString().replaceAll('%2C', ',')}` : '';
    if (search !== location.search) navigate({ search, hash: location.hash }, { replace: true });
  }, [ids, location.search, location.hash, navigate]);

  const add = useCallback((id: number) => setIds((cur) => addGame(cur, id)), []);
  const remove = useCallback((id: number) => setIds((cur) => removeGame(cur, id)), []);
  const ended = useCallback((id: number, name: string | undefined) => {
    setIds((cur) => removeGame(cur, id));
    const note: Note = name
      ? { key: `end-${id}`, message: 'ml.ended', params: { game: name } }
      : { key: `end-${id}`, message: 'ml.gone' };
    setNotes((cur) => (cur.some((n) => n.key === note.key) ? cur : [...cur, note]));
  }, []);

  return (
    <>
      {notes.length > 0 && (
        <ul className={styles.notes} aria-live="polite" data-testid="multi-live-notes">
          {notes.map((n) => (
            <li key={n.key}>
              <span>{t(n.message, n.params)}</span>
              <button
                type="button"
                className={styles.dismiss}
                aria-label={t('ml.dismiss')}
                onClick={() => setNotes((cur) => cur.filter((x) => x.key !== n.key))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <MultiLivePicker chosen={ids} onAdd={add} />
      {ids.length === 0 ? (
        <p className={styles.muted}>{t('ml.empty')}</p>
      ) : (
        <div className={styles.grid} data-count={ids.length} data-testid="multi-live-grid">
          {ids.map((id) => (
            <MultiLivePanel key={id} gameId={id} onRemove={remove} onEnded={ended} />
          ))}
        </div>
      )}
    </>
  );
}
