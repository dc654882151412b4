import { okAnswer } from '@fairline/shared/wire/auth';
import {
  closeSessionRequest,
  disconnectEverywhereAnswer,
  type SessionItem,
  sessionsAnswer,
  sessionsRequest,
} from '@fairline/shared/wire/office';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../errors';
import { audit } from '../../infra/audit';
import { sha256 } from '../../infra/hash';
import type { AuthContext } from './auth-context';
import { describeDevice } from './device';
import { requireUser, userOf } from './require-user';
import { clearSessionCookie, closeSession, closeUserSessions } from './session.service';

/** The id a session has in the office: stable and opaque, neither the cookie nor the stored key. */
export const officeSessionId = (sessionId: string) => sha256(`office-session:${sessionId}`).slice(0, 32);

interface SessionRow {
  id: string;
  created_at: Date;
  last_seen_at: Date;
  ip: string | null;
  user_agent: string | null;
  ended_at: Date | null;
}

const toItem = (row: SessionRow, currentId: string): SessionItem => ({
  id: officeSessionId(row.id),
  created: new Date(row.created_at).toISOString(),
  last_seen: new Date(row.last_seen_at).toISOString(),
  ended: row.ended_at ? new Date(row.ended_at).toISOString() : null,
  ip: row.ip,
  device: describeDevice(row.user_agent),
  is_current: row.id === currentId,
});

/** The office's session history: list, close one, close all others. Only ever the caller's own sessions. */
export function sessionsRoutes(app: FastifyInstance, ctx: AuthContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/web-api/officeapi/getusersessions',
    {
      preHandler: requireUser,
      schema: {
        tags: ['office'],
        summary: 'Active and recent (ended) sessions of the user',
        body: sessionsRequest,
        response: { 200: sessionsAnswer },
      },
    },
    async (req) => {
      const user = userOf(req);
      const limit = req.body.sessions_quantity;
      const select = 'select id, created_at, last_seen_at, ip, user_agent';
      const active = await ctx.database.query<SessionRow>(
        `${select}, null as ended_at from sessions where user_id = $1 and closed_at is null and expires_at > now()
         order by last_seen_at desc limit $2`,
        [user.id, limit],
      );
      const recent = await ctx.database.query<SessionRow>(
        `${select}, coalesce(closed_at, expires_at) as ended_at from sessions
         where user_id = $1 and (closed_at is not null or expires_at <= now())
         order by coalesce(closed_at, expires_at) desc limit $2`,
        [user.id, limit],
      );
      return {
        active_sessions: active.map((s) => toItem(s, user.sessionId)),
        recent_sessions: recent.map((s) => toItem(s, user.sessionId)),
      };
    },
  );

  r.post(
    '/web-api/officeapi/closesession',
    {
      preHandler: requireUser,
      schema: {
        tags: ['office'],
        summary: 'End one of the user’s own sessions by its office id',
        description: 'An id that is not one of the caller’s open sessions answers 404.',
        body: closeSessionRequest,
        response: { 200: okAnswer },
      },
    },
    async (req, reply) => {
      const user = userOf(req);
      const open = await ctx.database.query<{ id: string }>(
        'select id from sessions where user_id = $1 and closed_at is null and expires_at > now()',
        [user.id],
      );
      const target = open.find((s) => officeSessionId(s.id) === req.body.session_id);
      if (!target || !(await closeSession(ctx.database, target.id, 'closed_by_user'))) throw notFound('Session');
      if (target.id === user.sessionId) clearSessionCookie(reply);
      await audit(ctx.database, {
        actor: `user:${user.id}`,
        action: 'auth.session.closed',
        ip: req.ip,
        details: { session: req.body.session_id },
      });
      return { success: true as const };
    },
  );

  r.post(
    '/web-api/officeapi/disconnecteverywhere',
    {
      preHandler: requireUser,
      schema: {
        tags: ['office'],
        summary: 'End every session of the user except the current one',
        response: { 200: disconnectEverywhereAnswer },
      },
    },
    async (req) => {
      const user = userOf(req);
      const closed = await closeUserSessions(ctx.database, user.id, 'disconnect_everywhere', user.sessionId);
      await audit(ctx.database, {
        actor: `user:${user.id}`,
        action: 'auth.session.closed_others',
        ip: req.ip,
        details: { closed },
      });
      return { success: true as const, data: { closed } };
    },
  );
}
