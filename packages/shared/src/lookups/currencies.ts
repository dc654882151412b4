// Currencies. The spec pins 1 RUB, 10 USD and 12 EUR; the other ids are our own assignment (CIS
// currencies fill 2..9, other fiat from 11, crypto from 100). conversionCoefficient is how many units
// of the currency one US dollar buys (USD itself is 1): demo rates for converting limits and
// showing equivalents, never for settling money. minBet is in the currency's minor units.

export interface Currency {
  readonly id: number;
  /** ISO 4217 code (or the usual ticker for crypto). */
  readonly code: string;
  readonly symbol: string;
  readonly name: string;
  /** Hidden currencies stay valid for existing accounts but are not offered to new ones. */
  readonly hide: boolean;
  readonly conversionCoefficient: number;
  readonly minBet: number;
  readonly isCrypto: boolean;
  /** Digits after the decimal point; one major unit is 10^minorDigits minor units. */
  readonly minorDigits: number;
}

type CurrencyRow = readonly [
  id: number,
  code: string,
  symbol: string,
  name: string,
  conversionCoefficient: number,
  minBet: number,
  minorDigits: number,
  flags?: 'crypto' | 'hidden',
];

// Columns: id, code, symbol, name, units per USD, minimum bet (minor units), minor digits, flags.
const CURRENCY_ROWS: readonly CurrencyRow[] = [
  [1, 'RUB', '₽', 'Russian ruble', 90, 1000, 2],
  [2, 'UAH', '₴', 'Ukrainian hryvnia', 41, 500, 2],
  [3, 'BYN', 'Br', 'Belarusian ruble', 3.3, 50, 2],
  [4, 'KZT', '₸', 'Kazakhstani tenge', 480, 5000, 2],
  [5, 'UZS', "so'm", 'Uzbekistani som', 12700, 200000, 2],
  [6, 'AZN', '₼', 'Azerbaijani manat', 1.7, 50, 2],
  [7, 'AMD', '֏', 'Armenian dram', 390, 10000, 2],
  [8, 'KGS', 'с', 'Kyrgyzstani som', 87, 1000, 2],
  [9, 'MDL', 'L', 'Moldovan leu', 18, 500, 2],
  [10, 'USD', '$', 'US dollar', 1, 20, 2],
  [11, 'GBP', '£', 'Pound sterling', 0.79, 20, 2],
  [12, 'EUR', '€', 'Euro', 0.92, 20, 2],
  [13, 'TRY', '₺', 'Turkish lira', 34, 500, 2],
  [14, 'BRL', 'R$', 'Brazilian real', 5.6, 100, 2],
  [15, 'INR', '₹', 'Indian rupee', 84, 1000, 2],
  [16, 'NGN', '₦', 'Nigerian naira', 1550, 10000, 2],
  [17, 'KES', 'KSh', 'Kenyan shilling', 129, 1000, 2],
  [18, 'AED', 'د.إ', 'UAE dirham', 3.67, 100, 2],
  [19, 'GHS', '₵', 'Ghanaian cedi', 15.5, 100, 2],
  [20, 'GEL', '₾', 'Georgian lari', 2.7, 50, 2],
  [21, 'RSD', 'дин.', 'Serbian dinar', 108, 2000, 2],
  [22, 'TJS', 'SM', 'Tajikistani somoni', 10.6, 200, 2],
  [23, 'TMT', 'm', 'Turkmenistani manat', 3.5, 100, 2],
  [24, 'SAR', '﷼', 'Saudi riyal', 3.75, 100, 2],
  [25, 'EGP', 'E£', 'Egyptian pound', 49, 1000, 2],
  [26, 'PLN', 'zł', 'Polish złoty', 4, 100, 2],
  [27, 'IQD', 'ع.د', 'Iraqi dinar', 1310, 250000, 3],
  [28, 'KRW', '₩', 'South Korean won', 1380, 300, 0],
  [29, 'BYR', 'Br', 'Belarusian ruble (until 2016)', 33000, 5000, 0, 'hidden'],
  [100, 'BTC', '₿', 'Bitcoin', 0.000016, 320, 8, 'crypto'],
  [101, 'ETH', 'Ξ', 'Ether', 0.0004, 8000, 8, 'crypto'],
  [102, 'USDT', '₮', 'Tether', 1, 20, 2, 'crypto'],
];

export const CurrencyId = { RUB: 1, UAH: 2, KZT: 4, USD: 10, EUR: 12, BTC: 100, ETH: 101, USDT: 102 } as const;

/** Every currency, sorted by id. */
export const CURRENCIES: readonly Currency[] = CURRENCY_ROWS.map(
  ([id, code, symbol, name, conversionCoefficient, minBet, minorDigits, flags]) => ({
    id,
    code,
    symbol,
    name,
    hide: flags === 'hidden',
    conversionCoefficient,
    minBet,
    isCrypto: flags === 'crypto',
    minorDigits,
  }),
);

const currenciesById: ReadonlyMap<number, Currency> = new Map(CURRENCIES.map((currency) => [currency.id, currency]));
const currenciesByCode: ReadonlyMap<string, Currency> = new Map(
  CURRENCIES.map((currency) => [currency.code, currency]),
);

/** The currency with this id, or undefined. */
export function currencyById(id: number): Currency | undefined {
  return currenciesById.get(id);
}

/** The currency with this code in either case (`usd`, `USD`), or undefined. */
export function currencyByCode(code: string): Currency | undefined {
  return currenciesByCode.get(code.trim().toUpperCase());
}

/** Currencies a new account may choose: everything not hidden. */
export function selectableCurrencies(): readonly Currency[] {
  return CURRENCIES.filter((currency) => !currency.hide);
}
