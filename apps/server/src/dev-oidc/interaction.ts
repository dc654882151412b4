import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import type { DevAccounts } from './dev-accounts';

const INTERACTION_PATH = /^\/interaction\/([\w-]{1,64})\/?$/;
const BODY_LIMIT = 4096;
const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,190}$/;
/** Scopes the dev login grants at once: logging in is consenting, there is nothing to decline in dev. */
const GRANTED_SCOPE = 'openid email profile';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function loginPage(uid: string, clientId: string, error?: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev sign-in</title>
<style>body{font-family:system-ui;max-width:420px;margin:4rem auto}label{display:block;margin:.8rem 0}input{width:100%;padding:.4rem}</style></head>
<body><h1>Dev OIDC provider</h1>
<p>Sign in to <strong>${escapeHtml(clientId)}</strong> as any person. Submitting the form also consents to share e-mail and name.</p>
${error ? `<p role="alert" style="color:#b00">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/interaction/${escapeHtml(uid)}">
<label>E-mail <input name="email" type="email" required autofocus></label>
<label>Name <input name="name" type="text" maxlength="100"></label>
<button type="submit">Sign in and allow</button>
</form></body></html>`;
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams | null> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req) {
    const buf = chunk as Buffer;
    size += buf.length;
    if (size > BODY_LIMIT) return null;
    chunks.push(buf);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function send(res: ServerResponse, status: number, html: string): void {
  res.statusCode = status;
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.setHeader('cache-control', 'no-store');
  res.end(html);
}

/**
 * Serves the dev login page (GET) and its submission (POST) under /interaction/:uid; answers false
 * for any other path so the provider handles it.
 */
export async function handleInteraction(
  provider: Provider,
  accounts: DevAccounts,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<boolean> {
  const path = (req.url ?? '').split('?')[0] ?? '';
  const uid = INTERACTION_PATH.exec(path)?.[1];
  if (!uid) return false;
  const details = await provider.interactionDetails(req, res);
  const clientId = String(details.params.client_id ?? '');
  if (req.method === 'GET') {
    send(res, 200, loginPage(details.uid, clientId));
    return true;
  }
  if (req.method !== 'POST') {
    send(res, 405, 'Method not allowed');
    return true;
  }
  const form = await readForm(req);
  const email = form?.get('email')?.trim() ?? '';
  if (!EMAIL.test(email)) {
    send(res, 400, loginPage(details.uid, clientId, 'Enter an e-mail address'));
    return true;
  }
  const account = accounts.remember(email, form?.get('name')?.slice(0, 100) ?? '');
  const grant = new provider.Grant({ accountId: account.sub, clientId });
  grant.addOIDCScope(GRANTED_SCOPE);
  const grantId = await grant.save();
  await provider.interactionFinished(
    req,
    res,
    { login: { accountId: account.sub }, consent: { grantId } },
    { mergeWithLastSubmission: false },
  );
  return true;
}
