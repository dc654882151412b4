import { type BonusesAnswer, type BonusRecord, bonusesAnswer, refuseBonusAnswer } from '@fairline/shared/wire/bonuses';
import { http } from '../../lib/http';

const OFFICE = '/web-api/officeapi';

export const bonusKeys = { list: (lang: string) => ['bonuses', lang] as const, all: ['bonuses'] as const };

/** The player's bonuses, parsed: the answer is untrusted input. */
export const fetchBonuses = (lang: string): Promise<BonusesAnswer['data']> =>
  http
    .requestOrThrow<unknown>({ url: `${OFFICE}/getbonuses`, method: 'GET', params: { lang } })
    .then((answer) => bonusesAnswer.parse(answer).data);

/** Refuses a bonus (the spec's `/officeapi/refusebonus`); the bonus as it stands after. */
export const refuseBonus = (bonusId: number, lang: string): Promise<BonusRecord> =>
  http
    .requestOrThrow<unknown>({
      url: `${OFFICE}/refusebonus?lang=${encodeURIComponent(lang)}`,
      method: 'POST',
      params: { bonus_id: bonusId },
    })
    .then((answer) => refuseBonusAnswer.parse(answer).data);
