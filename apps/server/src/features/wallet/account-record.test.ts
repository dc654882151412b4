import { currencyByCode } from '@fairline/shared/lookups/currencies';
import { accountLabel } from '@fairline/shared/money/account-record';
import { describe, expect, it } from 'vitest';
import { AccountType, buildAccountsPayload, type PlayerAccountRow } from './account-record';

const row = (id: number, currencyId: number, kind: string, balance: number, isActive = false): PlayerAccountRow => ({
  id,
  currencyId,
  kind,
  balance,
  isActive,
});

describe('accountLabel', () => {
  it('is the name plus the symbol, or the ISO code when there is no symbol', () => {
    expect(accountLabel(currencyByCode('USD')!)).toBe('US dollar ($)');
    expect(accountLabel({ name: 'Test coin', symbol: ' ', code: 'TST' })).toBe('Test coin (TST)');
  });
});

describe('buildAccountsPayload', () => {
  const rows = [
    row(1, 10, 'player_cash', 12_345, true),
    row(2, 10, 'player_bonus', 500),
    row(3, 10, 'player_points', 70),
    row(4, 12, 'player_cash', 0),
    row(5, 12, 'player_bonus', 0),
    row(6, 12, 'player_points', 0),
    row(7, 10, 'pending_withdrawal', 1_000),
    row(8, 10, 'open_stakes', 2_550),
  ];
  const payload = buildAccountsPayload(rows);

  it('lists one main account per currency with its points and the active flag', () => {
    expect(payload.accounts.map((a) => [a.id, a.iso, a.money, a.points, a.isActive, a.type])).toEqual([
      [1, 'USD', 123.45, 70, true, AccountType.main],
      [4, 'EUR', 0, 0, false, AccountType.main],
    ]);
  });

  it('gives the main account the stake still at risk on unsettled bets (its open-stakes balance)', () => {
    expect(payload.accounts.map((a) => a.amountOfUnplacedBets)).toEqual([25.5, 0]);
  });

  it('lists bonus accounts that hold money under bonuses', () => {
    expect(payload.bonuses).toHaveLength(1);
    expect(payload.bonuses[0]).toMatchObject({ id: 2, money: 5, isBonusAccount: true, type: AccountType.bonus });
  });

  it('puts every main, bonus and points record in all_accounts, never pending withdrawals or open stakes', () => {
    expect(payload.all_accounts.map((a) => a.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(payload.all_accounts.find((a) => a.id === 3)).toMatchObject({
      isPointsTypeBalance: true,
      points: 70,
      money: 70,
    });
  });

  it('carries every field of the spec’s account record', () => {
    expect(Object.keys(payload.accounts[0]!).sort()).toEqual(
      [
        'id',
        'idBonus',
        'type',
        'money',
        'name',
        'iso',
        'symbol',
        'isActive',
        'currencyId',
        'amountOfUnplacedBets',
        'points',
        'isBonusAccount',
        'isPointsTypeBalance',
        'label',
      ].sort(),
    );
  });
});
