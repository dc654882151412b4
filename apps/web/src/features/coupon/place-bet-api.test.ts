// @vitest-environment jsdom
import { CouponErrorCode } from '@fairline/shared/wire/coupon-error-codes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scriptFetch } from '../../test/accounts-test-utils';
import { accepted, eventAnswer, placedBet, refusedWith } from '../../test/coupon-answers.testing';
import { dictionary } from '../../test/dictionaries';
import { logInAs } from '../../test/money-test-utils';
import { pick } from './coupon.testing';
import { toBetRequest } from './coupon-request';
import { isKnownRefusal, makeBet, refusalKey } from './place-bet-api';

const MAKE_BET = 'POST /service-api/LiveBet/Secure/MakeBetWeb';
const request = () => toBetRequest([pick(1, 2)], 'single', '10', 0, 0);

afterEach(() => vi.unstubAllGlobals());

describe('reading a bet’s answer', () => {
  it('takes an accepted answer as the bet placed', async () => {
    logInAs(7);
    scriptFetch({ [MAKE_BET]: { body: accepted(placedBet(31, { Coupon: { Events: [eventAnswer()] } }), { Id: 31 }) } });
    expect(await makeBet(request(), 'guid-1', 'en')).toMatchObject({ kind: 'placed', bet: { Id: 31 } });
  });

  it('takes a refusal with its code, the new prices and the maximum it re-offers', async () => {
    logInAs(7);
    const failInfo = [{ GameId: 1, Type: 1, Param: 0, Coef: 1.9, CoefOld: 2, Block: false, Finish: false }];
    scriptFetch({ [MAKE_BET]: { body: refusedWith(CouponErrorCode.oddsChanged, { FailInfo: failInfo, MaxBet: 50 }) } });
    expect(await makeBet(request(), 'guid-2', 'en')).toEqual({
      kind: 'refused',
      code: CouponErrorCode.oddsChanged,
      message: 'refused',
      failInfo,
      maxBet: 50,
    });
  });

  it('takes an accepted answer it cannot read as no answer, so the same attempt may be sent again', async () => {
    logInAs(7);
    scriptFetch({ [MAKE_BET]: { body: accepted({ Id: 31, Dt: 'yesterday' }) } });
    expect(await makeBet(request(), 'guid-3', 'en')).toMatchObject({ kind: 'unanswered' });
  });
});

describe('the words of a refused bet', () => {
  it.each(['en', 'ru', 'ar'])('exist in %s for every refusal code the coupon and bet calls answer', (lang) => {
    const words = dictionary(lang);
    for (const code of Object.values(CouponErrorCode)) {
      expect(isKnownRefusal(code), `code ${code}`).toBe(true);
      expect(words[refusalKey(code)], `${lang}: ${refusalKey(code)}`).toBeTruthy();
    }
  });

  it('are the generic ones for a code that is not a bet refusal (a transport error kind)', () => {
    expect(refusalKey(3)).toBe('money.place.error.generic');
    expect(dictionary('en')['money.place.error.generic']).toBeTruthy();
  });
});
