import { type FreeBetsAnswer, freeBetsAnswer } from '@fairline/shared/wire/free-bets';
import { http } from '../../lib/http';

export const freeBetKeys = { list: (lang: string) => ['free-bets', lang] as const, all: ['free-bets'] as const };

/** The player's free bets (ADR 0071), parsed: the answer is untrusted input. */
export const fetchFreeBets = (lang: string): Promise<FreeBetsAnswer['data']> =>
  http
    .requestOrThrow<unknown>({ url: '/web-api/officeapi/freebets', method: 'GET', params: { lang } })
    .then((answer) => freeBetsAnswer.parse(answer).data);
