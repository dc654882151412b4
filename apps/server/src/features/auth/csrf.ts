import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { bearerToken } from './require-user';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from './session.service';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The header the web client sends on every call; a cross-site form cannot set it and a cross-site fetch needs CORS we never grant. */
export const CSRF_HEADER = 'x-requested-with';
export const CSRF_HEADER_VALUE = 'fetch';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * false on a route that stands in for another site's plain HTML form (the sandbox provider's card
     * page): a form cannot send the header, and the route acts on its own capability, not the session.
     */
    csrf?: boolean;
  }
}

/**
 * Refuses a state-changing request that carries the session cookie but neither the CSRF header nor a
 * bearer token (bearer calls do not ride on ambient cookies, so they are exempt).
 */
export async function csrfGuard(req: FastifyRequest): Promise<void> {
  if (!UNSAFE.has(req.method)) return;
  // Optional as in Fastify's own getters: not every internal route context carries a config.
  if (req.routeOptions.config?.csrf === false) return;
  const cookies = req.cookies ?? {};
  if (cookies[SESSION_COOKIE] === undefined && cookies[SECURE_SESSION_COOKIE] === undefined) return;
  if (bearerToken(req) !== undefined) return;
  const header = req.headers[CSRF_HEADER];
  if (typeof header === 'string' && header.toLowerCase() === CSRF_HEADER_VALUE) return;
  throw new AppError('FORBIDDEN', 'The request is missing the x-requested-with header', { errorCode: 'csrf' });
}
