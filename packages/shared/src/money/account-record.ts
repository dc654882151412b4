// The account record's wire shape lives in wire/wallet.ts; this is the label rule both sides use.

/** An account's label: currency name plus symbol, or name plus ISO code when it has no symbol. */
export function accountLabel(currency: { name: string; symbol: string; code: string }): string {
  return `${currency.name} (${currency.symbol.trim() || currency.code})`;
}
