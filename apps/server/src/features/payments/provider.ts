/** What the operator tells a provider about a new deposit. */
export interface DepositOrder {
  /** Our deposit id, as the provider will echo it back (`deposit_id`). */
  depositId: string;
  amount: number;
  currencyCode: string;
  /** The player's language: a provider shows its hosted page in it (the sandbox's speak en, ru, ar). */
  lang: string;
}

/** A provider's verified statement about a deposit. */
export interface DepositOutcome {
  providerTxId: string;
  depositId: string;
  /** Paid, refused by the provider, or abandoned by the player on the provider's page. */
  result: 'succeeded' | 'declined' | 'cancelled';
  amount: number;
  currencyCode: string;
  /** A display name of the method used, e.g. `card •••• 4242`. */
  method: string | null;
  /** A hash of the whole statement: the same provider id with another body is refused. */
  requestHash: string;
}

export interface CallbackRequest {
  rawBody: string;
  headers: Record<string, string | string[] | undefined>;
  now: Date;
}

export interface PayoutOrder {
  withdrawalId: string;
  amount: number;
  currencyCode: string;
}

/**
 * A payment provider: starts deposits on its hosted page, vouches for their outcome in signed
 * callbacks, and pays withdrawals the operator approved.
 */
export interface PaymentProvider {
  readonly name: string;
  /** Where the player's browser goes to pay. */
  createDeposit(order: DepositOrder): Promise<{ redirectUrl: string }>;
  /** The callback's verified content; throws 401 when its signature or timestamp does not hold, 400 for a bad body. */
  verifyCallback(req: CallbackRequest): DepositOutcome;
  /** Sends the money out; the withdrawal's id is the provider's idempotency key. */
  requestPayout(order: PayoutOrder): Promise<{ providerReference: string }>;
}
