import { describe, expect, it } from 'vitest';
import { couponAnswer, eventAnswer } from '../../test/coupon-answers.testing';
import { receiptKindLabel, receiptKindOf } from './receipt-kind';

const t = (key: string) =>
  ({
    'money.bets.type.single': 'Single',
    'money.bets.type.express': 'Express',
    'money.bets.type.system': 'System',
    'money.bets.type.multi': 'Multi-bet',
    'money.bets.type.anti-express': 'Anti-express',
  })[key] ?? key;

const events = (n: number) => Array.from({ length: n }, (_, i) => eventAnswer({ GameId: i + 1 }));

describe('a receipt’s kind', () => {
  it('names an express and carries its total odds as the server accepted them', () => {
    const kind = receiptKindOf(couponAnswer({ Vid: 1, Coef: 5.2, Events: events(3) }), 0);
    expect(receiptKindLabel(t, kind)).toBe('Express');
    expect(kind.odds).toBe(5.2);
  });

  it('names a system with its k of n, and gives it no single price but its number of bets', () => {
    const kind = receiptKindOf(
      couponAnswer({ Vid: 2, Coef: 0, ExpressNum: 2, CombinationsCount: 6, Events: events(4) }),
      0,
    );
    expect(receiptKindLabel(t, kind)).toBe('System 2/4');
    expect(kind).toMatchObject({ odds: 0, combinations: 6 });
  });

  it('counts a multi-bet’s size over the selections that are not bankers', () => {
    const kind = receiptKindOf(couponAnswer({ Vid: 3, ExpressNum: 2, CombinationsCount: 3, Events: events(4) }), 1);
    expect(receiptKindLabel(t, kind)).toBe('Multi-bet 2/3');
  });

  it('takes an anti-express’s own odds, not the express price', () => {
    const kind = receiptKindOf(couponAnswer({ Vid: 4, Coef: 6, AntiExpressCoef: 1.4, Events: events(3) }), 0);
    expect(receiptKindLabel(t, kind)).toBe('Anti-express');
    expect(kind.odds).toBe(1.4);
  });

  it('names a single with its odds', () => {
    const kind = receiptKindOf(couponAnswer({ Vid: 0, Coef: 2.1, Events: events(1) }), 0);
    expect(receiptKindLabel(t, kind)).toBe('Single');
    expect(kind.odds).toBe(2.1);
  });
});
