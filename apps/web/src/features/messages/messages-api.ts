// The inbox's calls. The list is parsed with the shared wire schema (its answers are untrusted input).
import { type InboxMessage, type MessagesAnswer, messagesAnswer } from '@fairline/shared/wire/messages';
import { http } from '../../lib/http';
import { OFFICE, unreadOf } from './inbox-count';

export const fetchInbox = (pageNumber: number, pageSize: number): Promise<MessagesAnswer> =>
  http
    .requestOrThrow<unknown>({
      url: `${OFFICE}/getmessages`,
      method: 'POST',
      params: { page_number: pageNumber, page_size: pageSize },
    })
    .then((answer) => messagesAnswer.parse(answer));

const change = (path: string, params: Record<string, unknown> = {}) =>
  http.requestOrThrow<unknown>({ url: `${OFFICE}/${path}`, method: 'POST', params }).then(unreadOf);

export const readMessage = (message: Pick<InboxMessage, 'id'>) => change('readmessage', { message_id: message.id });
export const readAllMessages = () => change('readallmessages');
export const deleteMessage = (message: Pick<InboxMessage, 'id'>) => change('deletemessage', { message_id: message.id });
