import { type Currency, currencyById } from '@fairline/shared/lookups/currencies';
import { accountLabel } from '@fairline/shared/money/account-record';
import { fromMinor, minor } from '@fairline/shared/money/minor';
import type { AccountRecord, AccountsPayload } from '@fairline/shared/wire/wallet';

/** `type` of an account record: the main (cash) account, a bonus account, a points balance. */
export const AccountType = { main: 0, bonus: 1, points: 2 } as const;

/** One open player account as the repository reads it. */
export interface PlayerAccountRow {
  id: number;
  currencyId: number;
  kind: string;
  balance: number;
  isActive: boolean;
}

function record(row: PlayerAccountRow, currency: Currency, type: number, extra: Partial<AccountRecord>): AccountRecord {
  return {
    id: row.id,
    idBonus: 0,
    type,
    money: fromMinor(minor(row.balance), currency.minorDigits),
    name: currency.name,
    iso: currency.code,
    symbol: currency.symbol,
    isActive: false,
    currencyId: currency.id,
    amountOfUnplacedBets: 0,
    points: 0,
    isBonusAccount: false,
    isPointsTypeBalance: false,
    label: accountLabel(currency),
    ...extra,
  };
}

/**
 * Splits a user's accounts the spec's way: `accounts` = one main account per currency (with that
 * currency's points), `bonuses` = bonus accounts holding money, `all_accounts` = every main, bonus
 * and points record. Points are whole points, so their `money` is the count itself.
 */
export function buildAccountsPayload(rows: readonly PlayerAccountRow[]): AccountsPayload {
  const accounts: AccountRecord[] = [];
  const bonuses: AccountRecord[] = [];
  const all: AccountRecord[] = [];
  const cash = rows.filter((r) => r.kind === 'player_cash').sort((a, b) => a.id - b.id);
  for (const main of cash) {
    const currency = currencyById(main.currencyId);
    if (!currency) continue;
    const sameCurrency = (kind: string) => rows.find((r) => r.kind === kind && r.currencyId === main.currencyId);
    const points = sameCurrency('player_points');
    const bonus = sameCurrency('player_bonus');
    // The stake still at risk on unsettled bets is the open-stakes balance (a settlement invariant).
    const openStakes = sameCurrency('open_stakes')?.balance ?? 0;
    const mainRecord = record(main, currency, AccountType.main, {
      isActive: main.isActive,
      points: points?.balance ?? 0,
      amountOfUnplacedBets: fromMinor(minor(openStakes), currency.minorDigits),
    });
    accounts.push(mainRecord);
    all.push(mainRecord);
    if (bonus) {
      const bonusRecord = record(bonus, currency, AccountType.bonus, { isBonusAccount: true });
      if (bonus.balance > 0) bonuses.push(bonusRecord);
      all.push(bonusRecord);
    }
    if (points) {
      all.push(
        record(points, currency, AccountType.points, {
          money: points.balance,
          points: points.balance,
          isPointsTypeBalance: true,
        }),
      );
    }
  }
  return { accounts, bonuses, all_accounts: all };
}
