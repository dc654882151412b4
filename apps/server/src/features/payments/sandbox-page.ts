import { type CardProblem, type DoneStatus, type HostedTexts, hostedTexts } from './hosted-texts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

// Inline style only: the site's CSP allows inline styles but no scripts, and the forms need none.
const BASE_STYLE = `
body{font:15px/1.45 system-ui,sans-serif;background:#f3f4f6;color:#111827;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border-radius:12px;box-shadow:0 4px 24px #0001;padding:28px;width:min(360px,92vw)}
h1{font-size:18px;margin:0 0 4px}.amount{font-size:28px;font-weight:600;margin:8px 0 20px;font-variant-numeric:tabular-nums}
label{display:block;font-size:13px;color:#4b5563;margin:12px 0 4px}
input{box-sizing:border-box;width:100%;padding:10px 12px;border:1px solid #d1d5db;border-radius:8px;font:inherit}
.row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
button{margin-top:20px;width:100%;padding:12px;border:0;border-radius:8px;background:var(--accent,#2563eb);color:#fff;font:inherit;font-weight:600;cursor:pointer}
button.back{margin-top:10px;background:transparent;color:#374151;border:1px solid #d1d5db}
button:focus-visible,input:focus-visible,a:focus-visible{outline:3px solid #93c5fd;outline-offset:1px}
.error{background:#fef2f2;color:#991b1b;border-radius:8px;padding:8px 12px;margin-top:12px}
.brand{display:flex;align-items:center;gap:10px;margin-bottom:12px;font-weight:600}.brand svg{flex:none}
.hint{font-size:12px;color:#6b7280;margin-top:16px}a{color:var(--accent,#2563eb)}
[dir=rtl] input[dir=ltr]{text-align:right}`;

const CARD_LOGO = `<svg width="40" height="28" viewBox="0 0 40 28" aria-hidden="true"><rect width="40" height="28" rx="5" fill="#1e3a8a"/><rect y="7" width="40" height="5" fill="#0f172a"/><rect x="5" y="17" width="12" height="4" rx="1" fill="#fbbf24"/><circle cx="28" cy="19" r="4" fill="#ef4444" opacity=".9"/><circle cx="32" cy="19" r="4" fill="#f59e0b" opacity=".9"/></svg>`;

/** A dictionary text with its `{placeholders}` filled: the text escaped, each value given as ready HTML. */
export function fillText(template: string, html: Record<string, string>): string {
  return escapeHtml(template).replace(/\{(\w+)\}/g, (whole, key: string) => html[key] ?? whole);
}

/** An amount and its currency kept whole and left to right inside a sentence of either direction. */
export const amountHtml = (amountText: string, currencyCode: string) =>
  `<bdi>${escapeHtml(amountText)} ${escapeHtml(currencyCode)}</bdi>`;

/** A whole hosted page in the merchant's language: the provider's own look, nothing of the site's. */
export function hostedPage(texts: HostedTexts, title: string, body: string, accent = '#2563eb'): string {
  return `<!doctype html><html lang="${texts.lang}" dir="${texts.dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>:root{--accent:${accent}}${BASE_STYLE}</style></head><body><main>${body}</main></body></html>`;
}

/** "Back to <merchant>": a form of its own that cancels the payment and returns to the cashier. */
export function cancelForm(texts: HostedTexts, action: string, merchant: string): string {
  return `<form method="post" action="${escapeHtml(action)}"><button type="submit" class="back">${fillText(texts.back, { merchant: escapeHtml(merchant) })}</button></form>`;
}

export interface PayPageInput {
  depositId: string;
  amountText: string;
  currencyCode: string;
  /** The operator's brand, named on the way back. */
  merchant: string;
  /** The language the merchant asked for (the deposit's); English when the page does not speak it. */
  lang?: string | null | undefined;
  /** Why the form is shown again (the texts say it in the page's language). */
  problem?: CardProblem | undefined;
}

/** The sandbox provider's hosted payment page: a plain test-card form that POSTs back to itself. */
export function renderPayPage(input: PayPageInput): string {
  const texts = hostedTexts(input.lang);
  const words = texts.card;
  const action = `/payments/sandbox/pay/${encodeURIComponent(input.depositId)}`;
  const amount = amountHtml(input.amountText, input.currencyCode);
  const merchant = escapeHtml(input.merchant);
  return hostedPage(
    texts,
    words.title,
    `<div class="brand">${CARD_LOGO}<span>${escapeHtml(words.brand)}</span></div>
<h1>${fillText(words.heading, { merchant })}</h1><div class="amount">${amount}</div>
<form method="post" action="${escapeHtml(action)}" autocomplete="off">
<label for="card_number">${escapeHtml(words.number)}</label><input id="card_number" name="card_number" dir="ltr" inputmode="numeric" maxlength="23" required placeholder="4242 4242 4242 4242">
<div class="row"><div><label for="expiry">${escapeHtml(words.expiry)}</label><input id="expiry" name="expiry" dir="ltr" maxlength="5" required placeholder="12/30"></div>
<div><label for="cvc">${escapeHtml(words.cvc)}</label><input id="cvc" name="cvc" dir="ltr" inputmode="numeric" maxlength="4" required placeholder="123"></div></div>
${input.problem ? errorBox(words.problems[input.problem]) : ''}
<button type="submit">${fillText(words.submit, { amount })}</button></form>
${cancelForm(texts, `${action}/cancel`, input.merchant)}
<p class="hint">${escapeHtml(words.hint)}</p>`,
  );
}

/** The alert above the submit button, read out as it appears. */
export const errorBox = (text: string) => `<div class="error" role="alert">${escapeHtml(text)}</div>`;

const DONE_STATUSES: ReadonlySet<string> = new Set<DoneStatus>([
  'credited',
  'declined',
  'cancelled',
  'rejected',
  'expired',
]);

/** What a hosted page shows for a deposit that is already settled: its status and the way back. */
export function renderDonePage(status: string, returnUrl: string, merchant: string, lang?: string | null): string {
  const texts = hostedTexts(lang);
  const words = texts.done;
  const heading = DONE_STATUSES.has(status) ? words.status[status as DoneStatus] : words.other;
  const note = status === 'expired' ? `<p>${escapeHtml(words.expiredNote)}</p>` : '';
  return hostedPage(
    texts,
    words.title,
    `<h1>${escapeHtml(heading)}</h1>${note}<p><a href="${escapeHtml(returnUrl)}">${fillText(texts.back, { merchant: escapeHtml(merchant) })}</a></p>`,
  );
}
