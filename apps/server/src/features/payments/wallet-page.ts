import { cancelForm, escapeHtml, hostedPage } from './sandbox-page';
import { walletPayPath } from './wallet-provider';

const ACCENT = '#7c3aed';
const WALLET_LOGO = `<svg width="40" height="28" viewBox="0 0 40 28" aria-hidden="true"><rect width="40" height="28" rx="6" fill="${ACCENT}"/><path d="M9 8h14a3 3 0 0 1 3 3v0H12a2 2 0 0 0 0 4h17v5a2 2 0 0 1-2 2H11a3 3 0 0 1-3-3V10a2 2 0 0 1 1-2z" fill="#fff"/><circle cx="26" cy="15" r="1.6" fill="${ACCENT}"/></svg>`;

export interface WalletPageInput {
  depositId: string;
  amountText: string;
  currencyCode: string;
  merchant: string;
  email?: string | undefined;
  error?: string | undefined;
}

/** The sandbox e-wallet's hosted page: log in to the wallet with e-mail and PIN and approve. */
export function renderWalletPage(input: WalletPageInput): string {
  const action = walletPayPath(input.depositId);
  return hostedPage(
    'Fairpay wallet',
    `<div class="brand">${WALLET_LOGO}<span>Fairpay wallet</span></div>
<h1>Pay ${escapeHtml(input.merchant)}</h1><div class="amount">${escapeHtml(input.amountText)} ${escapeHtml(input.currencyCode)}</div>
<form method="post" action="${escapeHtml(action)}" autocomplete="off">
<label for="email">Wallet e-mail</label><input id="email" name="email" type="email" maxlength="120" required placeholder="you@example.com" value="${escapeHtml(input.email ?? '')}">
<label for="pin">PIN</label><input id="pin" name="pin" inputmode="numeric" maxlength="6" required placeholder="1234">
${input.error ? `<div class="error" role="alert">${escapeHtml(input.error)}</div>` : ''}
<button type="submit">Approve ${escapeHtml(input.amountText)} ${escapeHtml(input.currencyCode)}</button></form>
${cancelForm(`${action}/cancel`, input.merchant)}
<p class="hint">Test mode. Any e-mail; PIN 1234 approves, PIN 0000 is refused by the wallet.</p>`,
    ACCENT,
  );
}
