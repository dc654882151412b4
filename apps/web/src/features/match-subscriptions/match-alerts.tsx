import { type MatchNotice, matchNotice } from '@fairline/shared/wire/match-subscriptions';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useNotify } from '../../components/ui';
import { useLang, useTranslation } from '../../lib/i18n';
import { createFeedFreshness, createLiveSocket, liveTopics } from '../../lib/ws';
import { useAccountSession } from '../auth';
import { noticeText } from './notice-text';

const NOTICE_MS = 10_000;

/**
 * The player's notices while the site is open (ADR 0069): a match event of a followed game or a settled
 * bet arrives on `user:<id>` and shows as a toast that opens its page. A hidden page leaves it to the
 * service worker's notification.
 */
export function MatchAlerts() {
  const userId = useAccountSession((s) => s.user?.id);
  const notify = useNotify();
  const navigate = useNavigate();
  const lang = useLang();
  const { t } = useTranslation();
  useEffect(() => {
    if (userId === undefined) return;
    const show = (notice: MatchNotice) => {
      const text = noticeText(t, notice);
      notify({
        type: notice.kind === 'bet_lost' ? 'info' : notice.kind.startsWith('bet_') ? 'success' : 'info',
        title: text.title,
        text: text.body,
        actions: [{ label: t('subs.open'), onClick: () => navigate(`/${lang}${notice.path}`) }],
        closeTitle: t('subs.close'),
        // Longer than a plain toast: a goal is worth the few seconds it takes to notice.
        durationMs: NOTICE_MS,
      });
    };
    const socket = createLiveSocket({
      onBatch: (items) => {
        for (const item of items) {
          if ((item as { t?: unknown } | null)?.t !== 'notice') continue;
          const parsed = matchNotice.safeParse(item);
          if (parsed.success) show(parsed.data);
        }
      },
      // Its own clock: quiet notices must not make the odds feed look stale.
      freshness: createFeedFreshness(),
    });
    socket.subscribe([liveTopics.user(userId)]);
    return () => socket.close();
  }, [userId, notify, navigate, lang, t]);
  return null;
}
