// The spec's bonus record (office): id, idBonus, type, name, start, end, current value, isClosed,
// progress percent, width, money, expirationDate, currencyIso, promoId — with the wagering rules.
import { currencyById } from '@fairline/shared/lookups/currencies';
import type { BonusRecord } from '@fairline/shared/wire/bonuses';
import { progressPercent } from './bonus-rules';
import type { StoredBonus } from './bonuses.repository';

const odds = (thousandths: number) => thousandths / 1000;

/** A stored bonus as the office shows it, named in `lang` (English, then any name, as fallbacks). */
export function bonusRecordOf(b: StoredBonus, lang: string): BonusRecord {
  const percent = progressPercent(b.wagered, b.required);
  const names = b.campaign.names;
  return {
    id: b.id,
    idBonus: b.campaign.id,
    type: b.campaign.bonusType,
    name: names[lang] ?? names.en ?? Object.values(names)[0] ?? b.campaign.code,
    start: b.grantedAt.toISOString(),
    end: (b.closedAt ?? b.expiresAt).toISOString(),
    currentValue: b.wagered,
    requiredValue: b.required,
    isClosed: b.status !== 'active',
    progressPercent: percent,
    width: percent,
    money: b.left,
    amount: b.amount,
    closedAmount: b.closedAmount,
    expirationDate: b.expiresAt.toISOString(),
    currencyId: b.currencyId,
    currencyIso: currencyById(b.currencyId)?.code ?? '',
    promoId: b.campaign.code,
    status: b.status,
    product: b.campaign.product,
    rules: {
      multiplier: b.rules.multiplier,
      minOddsSingle: odds(b.rules.minOddsSingle),
      minOddsLeg: odds(b.rules.minOddsLeg),
      minOddsExpress: odds(b.rules.minOddsExpress),
      sportWeight: b.rules.sportWeight,
      casinoWeight: b.rules.casinoWeight,
      maxBet: b.rules.maxBet,
    },
    freeSpins: b.freeSpins && {
      game: b.freeSpins.game,
      bet: b.freeSpins.bet,
      total: b.freeSpins.total,
      left: b.status === 'active' ? b.freeSpins.total - b.freeSpins.used : 0,
    },
  };
}
