// Support's calls; answers are parsed with the shared wire schemas (untrusted input).
import {
  type CreateTicketRequest,
  type TicketAnswer,
  type TicketsAnswer,
  ticketAnswer,
  ticketsAnswer,
} from '@fairline/shared/wire/support';
import { http } from '../../lib/http';

const OFFICE = '/web-api/officeapi';

export const supportKeys = {
  all: ['support'] as const,
  list: ['support', 'tickets'] as const,
  ticket: (id: number) => ['support', 'ticket', id] as const,
};

const post = (path: string, params: Record<string, unknown>) =>
  http.requestOrThrow<unknown>({ url: `${OFFICE}/${path}`, method: 'POST', params });

export const fetchTickets = (): Promise<TicketsAnswer> =>
  post('getsupporttickets', { page_number: 1 }).then((a) => ticketsAnswer.parse(a));

export const fetchTicket = (id: number): Promise<TicketAnswer> =>
  post('getsupportticket', { ticket_id: id }).then((a) => ticketAnswer.parse(a));

export const createTicket = (input: CreateTicketRequest): Promise<TicketAnswer> =>
  post('createsupportticket', input).then((a) => ticketAnswer.parse(a));

export const replyToTicket = (id: number, text: string): Promise<TicketAnswer> =>
  post('replysupportticket', { ticket_id: id, text }).then((a) => ticketAnswer.parse(a));

export const closeTicket = (id: number): Promise<TicketAnswer> =>
  post('closesupportticket', { ticket_id: id }).then((a) => ticketAnswer.parse(a));
