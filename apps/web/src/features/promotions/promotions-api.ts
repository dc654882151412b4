import { type Promotion, promotionAnswer, promotionsAnswer } from '@fairline/shared/wire/promotions';
import { http } from '../../lib/http';

const BASE = '/web-api/api/v3/bonuses/promotions';

/** Query keys: per language and per visitor (a player sees their own currency, a guest the site's). */
export const promotionKeys = {
  list: (lang: string, isAuth: boolean) => ['promotions', lang, isAuth] as const,
  one: (slug: string, lang: string, isAuth: boolean) => ['promotions', lang, isAuth, slug] as const,
};

/** The campaigns running for this visitor, parsed: the answer is untrusted input. */
export const fetchPromotions = (lang: string): Promise<Promotion[]> =>
  http
    .requestOrThrow<unknown>({ url: BASE, method: 'GET', params: { lang } })
    .then((answer) => promotionsAnswer.parse(answer).data);

/** One campaign's page; rejects with a 404 when it does not run for this visitor. */
export const fetchPromotion = (slug: string, lang: string): Promise<Promotion> =>
  http
    .requestOrThrow<unknown>({ url: `${BASE}/${encodeURIComponent(slug)}`, method: 'GET', params: { lang } })
    .then((answer) => promotionAnswer.parse(answer).data);
