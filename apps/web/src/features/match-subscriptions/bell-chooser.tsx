import type { MatchSubscriptionEvent } from '@fairline/shared/wire/match-subscriptions';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../components/ui';
import { useLang, useTranslation } from '../../lib/i18n';
import styles from './match-subscriptions.module.css';
import { eventTypesQuery, gameSubscriptionQuery, saveGameSubscription, subscriptionKeys } from './subscriptions-api';
import { askPermission, enablePush, type PushState } from './web-push';

interface ChooserProps {
  gameId: number;
  name: string;
  onClose: () => void;
}

type Status = 'idle' | 'saving' | 'saved' | 'failed' | 'closed';

/** The events of one game to be told of, saved together; asking for push permission comes with Save. */
export function BellChooser({ gameId, name, onClose }: ChooserProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const client = useQueryClient();
  const titleId = useId();
  const types = useQuery(eventTypesQuery(gameId, lang));
  const current = useQuery(gameSubscriptionQuery(gameId));
  const [chosen, setChosen] = useState<Set<MatchSubscriptionEvent> | undefined>();
  const [status, setStatus] = useState<Status>('idle');
  const [push, setPush] = useState<PushState | undefined>();
  const picked = chosen ?? new Set(current.data ?? []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  const save = (events: MatchSubscriptionEvent[]) => {
    // Asked inside the press itself, before any await: browsers grant the prompt only to a gesture.
    const permission = events.length > 0 ? askPermission() : undefined;
    setStatus('saving');
    void (async () => {
      try {
        const saved = await saveGameSubscription(gameId, events, lang);
        if (saved === null) return setStatus('closed');
        client.setQueryData(subscriptionKeys.game(gameId), saved);
        void client.invalidateQueries({ queryKey: subscriptionKeys.followed });
        setChosen(new Set(saved));
        setStatus('saved');
        if (permission) setPush(await enablePush(permission, lang).catch((): PushState => 'unsupported'));
      } catch {
        setStatus('failed');
      }
    })();
  };

  const toggle = (key: MatchSubscriptionEvent) => {
    const next = new Set(picked);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    setChosen(next);
    setStatus('idle');
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard reaches the controls inside
    <div
      className={styles.chooser}
      role="dialog"
      aria-labelledby={titleId}
      data-testid="match-bell-chooser"
      onClick={(event) => event.stopPropagation()}
    >
      <p id={titleId} className={styles.title}>
        {t('subs.title')}
        <span className={styles.game}>{name}</span>
      </p>
      {types.isPending && <p className={styles.note}>{t('subs.loading')}</p>}
      {(types.isError || (types.data && types.data.length === 0)) && <p className={styles.note}>{t('subs.closed')}</p>}
      <ul className={styles.list}>
        {types.data?.map((type) => (
          <li key={type.Key}>
            <label className={styles.option}>
              <input
                type="checkbox"
                checked={picked.has(type.Key)}
                onChange={() => toggle(type.Key)}
                data-testid={`match-bell-event-${type.Key}`}
              />
              {t(`subs.event.${type.Key}`)}
            </label>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Button size="s" onClick={() => save([...picked])} disabled={status === 'saving' || !types.data?.length}>
          {t('subs.save')}
        </Button>
        {(current.data?.length ?? 0) > 0 && (
          <Button size="s" variant="secondary" onClick={() => save([])} disabled={status === 'saving'}>
            {t('subs.off')}
          </Button>
        )}
        <Button size="s" variant="ghost" onClick={onClose}>
          {t('subs.close')}
        </Button>
      </div>
      <p className={styles.note} role="status" data-testid="match-bell-status">
        {status === 'saved' && t(picked.size > 0 ? 'subs.saved' : 'subs.removed')}
        {status === 'failed' && t('subs.failed')}
        {status === 'closed' && t('subs.closed')}
        {status === 'saved' && push === 'denied' && ` ${t('subs.push.denied')}`}
        {status === 'saved' && push === 'on' && ` ${t('subs.push.on')}`}
      </p>
    </div>
  );
}
