import { sportName } from '@fairline/shared/lookups/sports';
import type { PlayerSettings } from '@fairline/shared/wire/player-settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Button, Input, Switch, useNotify } from '../../components/ui';
import { useTranslation } from '../../lib/i18n';
import { type Feed, feedKeys, sportsQuery, useFeedContext } from '../feed';
import styles from './settings.module.css';
import { saveDisallowedSports, settingsKeys } from './settings-api';
import { settingsFailureText } from './settings-errors';

const FEEDS = ['line', 'live'] as const satisfies readonly Feed[];
/** Above this many sports the list gets a search field. */
const SEARCH_FROM = 10;

type Hidden = Record<Feed, readonly number[]>;

const hiddenOf = (s: PlayerSettings): Hidden => ({ line: s.lineDisallowSport, live: s.liveDisallowSport });

/**
 * The sports of the line and live feeds with a switch per feed: off hides the sport from the player's
 * menus, lists, top games, search and live updates in that feed. Each switch saves at once.
 */
export function SportsSection({ settings }: { settings: PlayerSettings }) {
  const { t } = useTranslation();
  const ctx = useFeedContext();
  const notify = useNotify();
  const client = useQueryClient();
  const line = useQuery(sportsQuery('line', ctx));
  const live = useQuery(sportsQuery('live', ctx));
  const [search, setSearch] = useState('');
  const hidden = hiddenOf(settings);
  const save = useMutation({
    mutationFn: (next: Hidden) =>
      saveDisallowedSports({ lineDisallowSport: [...next.line], liveDisallowSport: [...next.live] }),
    onSuccess: (saved) => {
      client.setQueryData(settingsKeys.all, saved);
      // Lists on screen were made with the old choice: every feed answer is fetched again.
      void client.invalidateQueries({ queryKey: feedKeys.all });
      notify({ type: 'success', text: t('settings.saved') });
    },
  });

  // The order sports were first seen in (the feeds' own, by popularity), kept while switches move
  // them out of the feed answers, so a row never jumps away from the finger that switched it.
  const order = useRef<number[]>([]);
  const names = new Map<number, string>();
  for (const sport of [...(line.data ?? []), ...(live.data ?? [])]) names.set(sport.I, sport.N ?? '');
  for (const id of [...names.keys(), ...hidden.line, ...hidden.live]) {
    if (!order.current.includes(id)) order.current.push(id);
  }
  const nameOf = (id: number) => names.get(id) || sportName(id, ctx.lng);
  const needle = search.trim().toLocaleLowerCase();
  const rows = order.current.filter((id) => needle === '' || nameOf(id).toLocaleLowerCase().includes(needle));
  const loading = (line.isPending || live.isPending) && order.current.length === 0;

  const toggle = (feed: Feed, id: number, shown: boolean) => {
    const list = hidden[feed].filter((x) => x !== id);
    save.mutate({ ...hidden, [feed]: shown ? list : [...list, id] });
  };
  const hiddenCount = hidden.line.length + hidden.live.length;

  return (
    <section className={styles.card} aria-labelledby="settings-sports" data-testid="settings-sports">
      <div className={styles.cardHead}>
        <h2 id="settings-sports" className={styles.heading}>
          {t('settings.sports.title')}
        </h2>
        {hiddenCount > 0 && (
          <Button
            size="s"
            variant="secondary"
            isLoading={save.isPending}
            onClick={() => save.mutate({ line: [], live: [] })}
          >
            {t('settings.sports.showAll')}
          </Button>
        )}
      </div>
      <p className={styles.note}>{t('settings.sports.note')}</p>
      {hiddenCount > 0 && (
        <p className={styles.summary} role="status">
          {t('settings.sports.hiddenCount', { line: hidden.line.length, live: hidden.live.length })}
        </p>
      )}
      {order.current.length > SEARCH_FROM && (
        <Input
          type="search"
          label={t('settings.sports.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      )}
      {loading ? (
        <p className={styles.note}>{t('settings.loading')}</p>
      ) : (
        <table className={styles.sports}>
          <thead>
            <tr>
              <th scope="col">{t('settings.sports.sport')}</th>
              {FEEDS.map((feed) => (
                <th key={feed} scope="col" className={styles.feedColumn}>
                  {t(`settings.sports.${feed}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((id) => (
              <tr
                key={id}
                data-sport={id}
                className={hidden.line.includes(id) && hidden.live.includes(id) ? styles.off : undefined}
              >
                <th scope="row">{nameOf(id)}</th>
                {FEEDS.map((feed) => (
                  <td key={feed} className={styles.feedColumn}>
                    <Switch
                      checked={!hidden[feed].includes(id)}
                      disabled={save.isPending}
                      onChange={(shown) => toggle(feed, id, shown)}
                      label={
                        <span className="visually-hidden">
                          {t(`settings.sports.show.${feed}`, { sport: nameOf(id) })}
                        </span>
                      }
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {rows.length === 0 && !loading && <p className={styles.note}>{t('settings.sports.empty')}</p>}
      {save.error && (
        <p className={styles.failure} role="alert">
          {settingsFailureText(save.error, t)}
        </p>
      )}
    </section>
  );
}
