import type { MatchNotice } from '@fairline/shared/wire/match-subscriptions';

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** A notice's title and line in the page's language (the push message carries the server's words instead). */
export function noticeText(t: Translate, notice: MatchNotice): { title: string; body: string } {
  const title = t(`subs.notice.${notice.kind}`, { period: notice.period ?? '' });
  if (notice.betId !== undefined) return { title, body: t('subs.notice.bet', { id: notice.betId }) };
  return { title, body: notice.score ? `${notice.teams} ${notice.score}` : notice.teams };
}
