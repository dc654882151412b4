import { hostedTexts, type WalletProblem } from './hosted-texts';
import { amountHtml, cancelForm, errorBox, escapeHtml, fillText, hostedPage } from './sandbox-page';
import { walletPayPath } from './wallet-provider';

const ACCENT = '#7c3aed';
const WALLET_LOGO = `<svg width="40" height="28" viewBox="0 0 40 28" aria-hidden="true"><rect width="40" height="28" rx="6" fill="${ACCENT}"/><path d="M9 8h14a3 3 0 0 1 3 3v0H12a2 2 0 0 0 0 4h17v5a2 2 0 0 1-2 2H11a3 3 0 0 1-3-3V10a2 2 0 0 1 1-2z" fill="#fff"/><circle cx="26" cy="15" r="1.6" fill="${ACCENT}"/></svg>`;

export interface WalletPageInput {
  depositId: string;
  amountText: string;
  currencyCode: string;
  merchant: string;
  /** The language the merchant asked for (the deposit's); English when the page does not speak it. */
  lang?: string | null | undefined;
  email?: string | undefined;
  /** Why the login is shown again (the texts say it in the page's language). */
  problem?: WalletProblem | undefined;
}

/** The sandbox e-wallet's hosted page: log in to the wallet with e-mail and PIN and approve. */
export function renderWalletPage(input: WalletPageInput): string {
  const texts = hostedTexts(input.lang);
  const words = texts.wallet;
  const action = walletPayPath(input.depositId);
  const amount = amountHtml(input.amountText, input.currencyCode);
  return hostedPage(
    texts,
    words.title,
    `<div class="brand">${WALLET_LOGO}<span>${escapeHtml(words.brand)}</span></div>
<h1>${fillText(words.heading, { merchant: escapeHtml(input.merchant) })}</h1><div class="amount">${amount}</div>
<form method="post" action="${escapeHtml(action)}" autocomplete="off">
<label for="email">${escapeHtml(words.email)}</label><input id="email" name="email" type="email" dir="ltr" maxlength="120" required placeholder="you@example.com" value="${escapeHtml(input.email ?? '')}">
<label for="pin">${escapeHtml(words.pin)}</label><input id="pin" name="pin" dir="ltr" inputmode="numeric" maxlength="6" required placeholder="1234">
${input.problem ? errorBox(words.problems[input.problem]) : ''}
<button type="submit">${fillText(words.submit, { amount })}</button></form>
${cancelForm(texts, `${action}/cancel`, input.merchant)}
<p class="hint">${escapeHtml(words.hint)}</p>`,
    ACCENT,
  );
}
