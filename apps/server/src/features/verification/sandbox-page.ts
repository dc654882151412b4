import { REJECTION_REASONS } from '@fairline/shared/wire/verification';
import { type KycSandboxTexts, kycSandboxTexts } from './sandbox-texts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
const fill = (template: string, values: Record<string, string>) =>
  escapeHtml(template).replace(/\{(\w+)\}/g, (whole, key: string) => (values[key] ? escapeHtml(values[key]) : whole));

// Inline style only: the site's CSP allows inline styles but no scripts, and the forms need none.
const STYLE = `body{font:15px/1.45 system-ui,sans-serif;background:#f1f5f9;color:#0f172a;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border-radius:12px;box-shadow:0 4px 24px #0001;padding:28px;width:min(420px,92vw)}
h1{font-size:18px;margin:0 0 8px}h2{font-size:14px}.brand{font-weight:700;color:#0f766e;margin-bottom:12px}
label{display:block;font-size:13px;color:#475569;margin:14px 0 4px}
input,select{box-sizing:border-box;width:100%;padding:10px 12px;border:1px solid #cbd5e1;border-radius:8px;font:inherit}
button{margin-top:16px;width:100%;padding:12px;border:0;border-radius:8px;background:#0f766e;color:#fff;font:inherit;font-weight:600;cursor:pointer}
button.reject{background:#b91c1c}ul{padding-inline-start:20px}.hint{font-size:12px;color:#64748b;margin-top:16px}
fieldset{border:1px solid #e2e8f0;border-radius:8px;margin-top:16px}a{color:#0f766e}
button:focus-visible,input:focus-visible,select:focus-visible,a:focus-visible{outline:3px solid #5eead4;outline-offset:1px}`;

function page(texts: KycSandboxTexts, body: string): string {
  return `<!doctype html><html lang="${texts.lang}" dir="${texts.dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(texts.title)}</title><style>${STYLE}</style></head><body><main>
<div class="brand">${escapeHtml(texts.brand)}</div>${body}</main></body></html>`;
}

export interface KycStepInput {
  sessionId: string;
  merchant: string;
  lang: string;
  /** The document types received, e.g. passport, selfie. */
  documents: string[];
  /** The date of birth the player typed: the sandbox "reads" it from the document, the tester may change it. */
  birthDate: string;
}

/** The sandbox provider's hosted step: what was received, and the reviewer's approve / reject forms. */
export function renderKycStep(input: KycStepInput): string {
  const texts = kycSandboxTexts(input.lang);
  const action = `/verification/sandbox/session/${encodeURIComponent(input.sessionId)}`;
  const reasons = REJECTION_REASONS.filter((r) => r !== 'underage')
    .map((r) => `<option value="${r}">${escapeHtml(texts.reasons[r as keyof KycSandboxTexts['reasons']])}</option>`)
    .join('');
  return page(
    texts,
    `<h1>${fill(texts.heading, { merchant: input.merchant })}</h1><p>${escapeHtml(texts.intro)}</p>
<h2>${escapeHtml(texts.documents)}</h2><ul>${input.documents.map((d) => `<li>${escapeHtml(d)}</li>`).join('')}</ul>
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="decision" value="approve">
<label for="birth_date">${escapeHtml(texts.birthDate)}</label><input id="birth_date" name="birth_date" type="date" dir="ltr" required value="${escapeHtml(input.birthDate)}">
<p class="hint">${escapeHtml(texts.birthHint)}</p><button type="submit">${escapeHtml(texts.approve)}</button></form>
<form method="post" action="${escapeHtml(action)}"><fieldset><input type="hidden" name="decision" value="reject">
<label for="reason">${escapeHtml(texts.reason)}</label><select id="reason" name="reason">${reasons}</select>
<button type="submit" class="reject">${escapeHtml(texts.reject)}</button></fieldset></form>
<p class="hint">${escapeHtml(texts.hint)}</p>`,
  );
}

/** A finished session's page: the way back to the office. */
export function renderKycDone(merchant: string, lang: string, returnUrl: string): string {
  const texts = kycSandboxTexts(lang);
  return page(
    texts,
    `<h1>${escapeHtml(texts.done)}</h1><p><a href="${escapeHtml(returnUrl)}">${fill(texts.back, { merchant })}</a></p>`,
  );
}
