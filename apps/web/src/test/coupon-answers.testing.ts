// Answers of the coupon and bet calls for the web's tests, complete as the server sends them: the client
// reads each with its shared wire schema (packages/shared/src/wire), so a test names only the fields it
// is about and the builders fill the rest with what an ordinary answer carries.
import type { PlacedBet, VipBetRequested } from '@fairline/shared/wire/bets';
import type { CashOutOffer, SaleResult } from '@fairline/shared/wire/cash-out';
import type {
  CouponAnswer,
  CouponEventAnswer,
  SavedCouponAnswer,
  SavedCouponEvent,
} from '@fairline/shared/wire/coupon';

/** One priced selection: a line 1X2 home win of game 1 at 2.00 unless told otherwise. */
export const eventAnswer = (fields: Partial<CouponEventAnswer> = {}): CouponEventAnswer => ({
  GameId: 1,
  Type: 1,
  Group: 1,
  Param: 0,
  PlayerId: 0,
  Kind: 3,
  Coef: 2,
  CoefOld: fields.Coef ?? 2,
  Block: false,
  IsBannedExpress: false,
  Finish: false,
  lvC: false,
  lnC: false,
  GameName: `Home ${fields.GameId ?? 1} — Away ${fields.GameId ?? 1}`,
  Start: 1_900_000_000,
  ...fields,
});

/** A priced coupon: a single of `eventAnswer()` unless told otherwise, limits 0.10–1,000. */
export const couponAnswer = (fields: Partial<CouponAnswer> = {}): CouponAnswer => ({
  Vid: 0,
  Events: [eventAnswer()],
  Summ: 0,
  Coef: 2,
  MinBet: 0.1,
  MaxBet: 1000,
  MaxPayout: 100_000,
  ExpressNum: 0,
  CombinationsCount: 1,
  PotentialReturn: 0,
  ExpressBoostPercent: 0,
  IsExpressBoost: false,
  AntiExpressCoef: 0,
  IsBannedExpress: false,
  Block: false,
  Finish: false,
  lvC: false,
  lnC: false,
  ...fields,
});

/** A selection of a saved coupon, unchanged since saving unless told otherwise. */
export const savedEvent = (fields: Partial<SavedCouponEvent> = {}): SavedCouponEvent => {
  const event = eventAnswer(fields);
  return { ConstId: event.GameId, CoefSaved: event.Coef, Changed: false, ...event, ...fields };
};

/** GetCoupon's `Value`: the saved coupon re-priced. */
export const savedCoupon = (fields: Partial<SavedCouponAnswer> = {}): SavedCouponAnswer => ({
  ...couponAnswer(),
  Guid: 'ABCD2345',
  Events: [savedEvent()],
  WithLobby: false,
  EventsIndexes: [],
  ...fields,
});

/** MakeBetWeb's `Value` of a placed bet `Id`, its coupon built by `couponAnswer`. */
export const placedBet = (
  Id: number,
  { Coupon, ...fields }: Omit<Partial<PlacedBet>, 'Coupon'> & { Coupon?: Partial<CouponAnswer> } = {},
): PlacedBet => ({
  Id,
  Balance: 1000,
  Dt: 1_900_000_000,
  Coupon: couponAnswer(Coupon),
  lvC: false,
  lnC: false,
  waitTime: 0,
  FailInfo: null,
  ...fields,
});

/** MakeBetWeb's `Value` of a stake sent to the operator as VIP request `Id`. */
export const vipRequested = (Id: number, Summ: number, ExpiresAt: number): VipBetRequested => ({
  Id: 0,
  Balance: 0,
  VipBet: { Id, Status: 'awaiting', Summ, ExpiresAt },
  FailInfo: null,
});

/** A cash-out quote offered for bet `BetId`. */
export const cashOutOffer = (BetId: number, fields: Partial<CashOutOffer> = {}): CashOutOffer => ({
  BetId,
  Available: true,
  Summ: 10,
  Stake: 10,
  QuoteId: 'q1',
  ExpiresAt: 1_900_000_010,
  ValidMs: 5_000,
  ...fields,
});

/** A sale of bet `BetId`. */
export const saleResult = (BetId: number, fields: Partial<SaleResult> = {}): SaleResult => ({
  BetId,
  Paid: 10,
  SoldStake: 10,
  RemainingStake: 0,
  Status: 'sold',
  Balance: 100,
  ...fields,
});

/** An accepted call's envelope. */
export const accepted = <T>(Value: T, extra: { Id?: number; Guid?: string } = {}) => ({
  Success: true as const,
  Error: '' as const,
  ErrorCode: 0 as const,
  Guid: extra.Guid ?? '',
  Id: extra.Id ?? 0,
  Value,
});

/** A refused call's envelope: its code, its words and what it re-offers. */
export const refusedWith = (ErrorCode: number, Value: unknown = null, message = 'refused') => ({
  Success: false as const,
  Error: message,
  ErrorCode,
  Guid: '' as const,
  Id: 0 as const,
  Value,
});
