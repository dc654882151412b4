import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

/** The flow must come back from the provider within this time. */
export const FLOW_TTL_MS = 10 * 60_000;
export const FLOW_COOKIE = 'fl_socauth';
/** Sent only to the callback, so no other route ever sees the PKCE verifier. */
export const FLOW_COOKIE_PATH = '/web-api/socauth/callback';

const flowSchema = z.object({
  provider: z.string(),
  state: z.string(),
  nonce: z.string().optional(),
  codeVerifier: z.string(),
  returnUrl: z.string(),
  lang: z.string(),
  exp: z.number(),
});

/** The social login in progress: bound to this browser by the cookie, to this provider by the state. */
export type SocialFlow = z.infer<typeof flowSchema>;

const sign = (secret: string, data: string) =>
  createHmac('sha256', `socauth-flow\n${secret}`).update(data).digest('base64url');

/** Stores the flow in an HttpOnly, SameSite=Lax, HMAC-signed cookie (Lax still rides the provider's top-level redirect back). */
export function setFlowCookie(reply: FastifyReply, secret: string, flow: Omit<SocialFlow, 'exp'>): void {
  const data = Buffer.from(JSON.stringify({ ...flow, exp: Date.now() + FLOW_TTL_MS })).toString('base64url');
  reply.setCookie(FLOW_COOKIE, `${data}.${sign(secret, data)}`, {
    httpOnly: true,
    sameSite: 'lax',
    secure: reply.request.protocol === 'https',
    path: FLOW_COOKIE_PATH,
    maxAge: FLOW_TTL_MS / 1000,
  });
}

/** The flow of the callback's cookie when its signature and lifetime hold; the cookie is removed either way (single use). */
export function takeFlowCookie(req: FastifyRequest, reply: FastifyReply, secret: string): SocialFlow | null {
  const value = req.cookies[FLOW_COOKIE];
  reply.clearCookie(FLOW_COOKIE, {
    path: FLOW_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: req.protocol === 'https',
  });
  if (!value || value.length > 4000) return null;
  const [data, mac] = value.split('.');
  if (!data || !mac) return null;
  const expected = Buffer.from(sign(secret, data));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(data, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const flow = flowSchema.safeParse(parsed);
  return flow.success && flow.data.exp > Date.now() ? flow.data : null;
}
