import type { BonusRecord } from '@fairline/shared/wire/bonuses';
import type { FreeBetRecord } from '@fairline/shared/wire/free-bets';
import {
  type PromoCheckAnswer,
  promoActivateAnswer,
  promoCheckAnswer,
  type UserPromoCode,
  userPromoCodesAnswer,
} from '@fairline/shared/wire/promotions';
import { http } from '../../lib/http';

const PROMO = '/web-api/officeapi/promo';

export const promoCodeKeys = { history: (lang: string) => ['bonuses', 'promo-codes', lang] as const };

/** What a code gives the player now, or why it gives nothing (changes nothing). */
export const checkPromoCode = (code: string, lang: string): Promise<PromoCheckAnswer['data']> =>
  http
    .requestOrThrow<unknown>({
      url: `${PROMO}/check?lang=${encodeURIComponent(lang)}`,
      method: 'POST',
      params: { promo_code: code },
    })
    .then((answer) => promoCheckAnswer.parse(answer).data);

/** Activates a code: the bonus (or a free-bet code's free bet) it granted, or the refusal (its error_code names the reason). */
export const activatePromoCode = (code: string, lang: string): Promise<BonusRecord | FreeBetRecord> =>
  http
    .requestOrThrow<unknown>({
      url: `${PROMO}/activate?lang=${encodeURIComponent(lang)}`,
      method: 'POST',
      params: { promo_code: code },
    })
    .then((answer) => promoActivateAnswer.parse(answer).data);

/** The player's promo-code history (the spec's `/officeapi/promo/getUserPromoCodesNew`). */
export const fetchPromoHistory = (lang: string): Promise<UserPromoCode[]> =>
  http
    .requestOrThrow<unknown>({ url: `${PROMO}/getUserPromoCodesNew`, method: 'GET', params: { lang } })
    .then((answer) => userPromoCodesAnswer.parse(answer).data);
