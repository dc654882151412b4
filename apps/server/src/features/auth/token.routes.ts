import { serviceTokenAnswer, userTokenAnswer } from '@fairline/shared/wire/auth';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../errors';
import type { AuthContext } from './auth-context';
import { type AuthUser, authenticate, requireUser, userOf } from './require-user';
import { signUserToken, USER_TOKEN_TTL_MS } from './user-token';

/** How long after its expiry a token may still be exchanged for a new one (its session must still be open). */
export const REFRESH_GRACE_MS = 24 * 3_600_000;
export const USER_TOKEN_COOKIE = 'user_token';

const notAuthenticated = () =>
  new AppError('FORBIDDEN', 'User is not authenticated', { errorCode: 'user_not_authenticated' });

function issue(ctx: AuthContext, user: AuthUser): { token: string; expiresAt: Date } {
  const expiresAt = new Date(Date.now() + USER_TOKEN_TTL_MS);
  return {
    token: signUserToken(ctx.secret, { sid: user.sessionId, uid: user.id, exp: expiresAt.getTime() }),
    expiresAt,
  };
}

/** User tokens: short-lived HMAC bearer tokens bound to the session, for the web (gettoken) and the service api (mobile). */
export function tokenRoutes(app: FastifyInstance, ctx: AuthContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/web-api/user/gettoken',
    {
      preHandler: requireUser,
      schema: {
        tags: ['auth'],
        summary: 'A user token for Bearer / x-auth headers',
        description:
          'Valid 15 minutes and only while the session lasts; also set as the user_token cookie with the same expiry.',
        response: { 200: userTokenAnswer },
      },
    },
    async (req, reply) => {
      const { token, expiresAt } = issue(ctx, userOf(req));
      reply.setCookie(USER_TOKEN_COOKIE, token, {
        httpOnly: true,
        sameSite: 'lax',
        secure: req.protocol === 'https',
        path: '/',
        expires: expiresAt,
      });
      return { data: { data: { token } } };
    },
  );

  const answerServiceToken = async (req: FastifyRequest, reply: FastifyReply, graceMs: number) => {
    const user = await authenticate(req, { bearerGraceMs: graceMs });
    if (!user) throw notAuthenticated();
    const { token, expiresAt } = issue(ctx, user);
    // The client derives the token lifetime from this header and its own clock (spec §9).
    reply.header('date', new Date().toUTCString());
    return { data: { data: { attributes: { userToken: token, expireDate: expiresAt.toISOString() } } } };
  };

  r.get(
    '/web-api/api/mobile/v1/token/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Service token of the logged-in user',
        description: 'Answers with a date header; 403 user_not_authenticated without a session.',
        response: { 200: serviceTokenAnswer },
      },
    },
    (req, reply) => answerServiceToken(req, reply, 0),
  );

  r.post(
    '/web-api/api/mobile/v1/token/refresh',
    {
      schema: {
        tags: ['auth'],
        summary: 'Refresh the service token',
        description:
          'By the Bearer token (accepted up to 24 h after its expiry) or the session cookie; json-api content type accepted. ' +
          '403 user_not_authenticated once the session has ended.',
        response: { 200: serviceTokenAnswer },
      },
    },
    (req, reply) => answerServiceToken(req, reply, REFRESH_GRACE_MS),
  );
}
