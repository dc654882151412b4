import type { FastifyRequest } from 'fastify';
import type { Database } from '../../infra/db';
import { hitRateLimit } from '../../infra/rate-limit';
import { tooManyRequests } from './auth-errors';

const WINDOW_MS = 10 * 60_000;
/** Codes per target (phone, e-mail, account) in 10 minutes. */
export const CODES_PER_TARGET = 5;
/** Codes per client IP in 10 minutes, across targets. */
export const CODES_PER_IP = 20;

/** Counts one code send against the per-target and per-IP limits; 429 when either is reached. */
export async function limitCodeSending(database: Database, req: FastifyRequest, target: string): Promise<void> {
  const ipOk = await hitRateLimit(database, {
    bucket: 'code-ip',
    key: req.ip,
    limit: CODES_PER_IP,
    windowMs: WINDOW_MS,
  });
  if (!ipOk) throw tooManyRequests();
  const targetOk = await hitRateLimit(database, {
    bucket: 'code-target',
    key: target,
    limit: CODES_PER_TARGET,
    windowMs: WINDOW_MS,
  });
  if (!targetOk) throw tooManyRequests();
}
