import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/env';
import { AppError } from '../errors';

/** Who may read the operations endpoints (/metrics, /docs, /openapi.json). */
export interface OpsAccess {
  nodeEnv: AppConfig['NODE_ENV'];
  /** OPS_TOKEN; unset in production: the endpoints do not exist for anybody. */
  token?: string | undefined;
}

/** Open outside production, where they are the developer's tools. */
export const OPEN_OPS_ACCESS: OpsAccess = { nodeEnv: 'development' };

const REALM = 'Basic realm="Fairline operations", charset="UTF-8"';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Bearer <token>, or Basic with the token as the password (a browser asks for it at /docs). */
function presentedToken(authorization: string | undefined): string | undefined {
  if (!authorization) return undefined;
  const [scheme, value = ''] = authorization.split(' ', 2);
  if (scheme?.toLowerCase() === 'bearer') return value;
  if (scheme?.toLowerCase() !== 'basic') return undefined;
  const decoded = Buffer.from(value, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon === -1 ? undefined : decoded.slice(colon + 1);
}

/** Compares digests, so neither the length nor the content leaks through timing. */
export function isOpsToken(authorization: string | undefined, token: string): boolean {
  const given = presentedToken(authorization);
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

/**
 * The onRequest hook of the operations endpoints. In production they answer exactly like an unknown
 * route unless OPS_TOKEN is set, and then 401 (with a Basic challenge) without it.
 */
export function opsGuard(access: OpsAccess) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    if (access.nodeEnv !== 'production') return;
    if (!access.token) {
      reply.callNotFound();
      return reply;
    }
    if (isOpsToken(req.headers.authorization, access.token)) return;
    reply.header('www-authenticate', REALM);
    throw new AppError('UNAUTHORIZED', 'Operations token required');
  };
}
