// The unread count, read in the header right after login: checked by hand rather than with the wire
// schema, so the badge does not pull the schema library in.
import { http } from '../../lib/http';

export const OFFICE = '/web-api/officeapi';

export const inboxKeys = {
  all: ['inbox'] as const,
  unread: ['inbox', 'unread'] as const,
  pages: ['inbox', 'page'] as const,
  page: (pageNumber: number) => ['inbox', 'page', pageNumber] as const,
};

/** A number read from an `{ unread }` answer or push; 0 when it is not one. */
export function unreadOf(value: unknown): number {
  const unread = (value as { unread?: unknown } | null)?.unread;
  return typeof unread === 'number' && Number.isInteger(unread) && unread >= 0 ? unread : 0;
}

export const fetchUnreadCount = () =>
  http
    .requestOrThrow<unknown>({ url: `${OFFICE}/getunreadmessagescount`, method: 'GET', noCache: true })
    .then(unreadOf);
