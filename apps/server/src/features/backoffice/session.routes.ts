// Staff sign-in: enrolment (password + first TOTP code), login, logout, who am I, own sessions.
import {
  enrolmentAnswer,
  enrolmentQuery,
  enrolmentRequest,
  okAnswer,
  staffLoginRequest,
  staffMe,
  staffSessionsAnswer,
  uuidParams,
} from '@fairline/shared/wire/backoffice';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import type { BackofficeContext } from './backoffice-context';
import { ROLE_PERMISSIONS } from './permissions';
import { enrol, loginStaff, readEnrolment } from './staff-auth';
import { ADMIN_API, actorOf, staffOf } from './staff-guard';
import { endStaffSession, listStaffSessions, STAFF_COOKIE, STAFF_IDLE_MS } from './staff-sessions';

const TAGS = ['backoffice'];

function cookieOptions(req: FastifyRequest) {
  return { httpOnly: true, sameSite: 'strict' as const, secure: req.protocol === 'https', path: ADMIN_API };
}

export function sessionRoutes({ r, database, now }: BackofficeContext) {
  r.get(
    `${ADMIN_API}/enrolment`,
    {
      config: { staffPermission: 'public' },
      schema: {
        tags: TAGS,
        summary: 'The account and TOTP secret an enrolment link sets up',
        querystring: enrolmentQuery,
        response: { 200: enrolmentAnswer },
      },
    },
    async (req) => readEnrolment(database, req.query.token, now()),
  );

  r.post(
    `${ADMIN_API}/enrolment`,
    {
      config: { staffPermission: 'public' },
      schema: {
        tags: TAGS,
        summary: 'Set the password with the first TOTP code (spends the link)',
        body: enrolmentRequest,
        response: { 200: okAnswer },
      },
    },
    async (req) => {
      await enrol(database, req.body, req.ip, now());
      return { ok: true as const };
    },
  );

  r.post(
    `${ADMIN_API}/login`,
    {
      config: { staffPermission: 'public' },
      schema: {
        tags: TAGS,
        summary: 'Staff login: e-mail, password and TOTP code together',
        body: staffLoginRequest,
        response: { 200: okAnswer },
      },
    },
    async (req, reply) => {
      const token = await loginStaff(
        database,
        req.body,
        { ip: req.ip, userAgent: req.headers['user-agent'] ?? null },
        now(),
      );
      reply.setCookie(STAFF_COOKIE, token, cookieOptions(req));
      return { ok: true as const };
    },
  );

  r.post(
    `${ADMIN_API}/logout`,
    {
      config: { staffPermission: 'session' },
      schema: { tags: TAGS, summary: 'End this staff session', response: { 200: okAnswer } },
    },
    async (req, reply) => {
      const staff = staffOf(req);
      await endStaffSession(database, staff.id, { hash: staff.sessionHash }, actorOf(req), 'staff.logout', now());
      reply.clearCookie(STAFF_COOKIE, cookieOptions(req));
      return { ok: true as const };
    },
  );

  r.get(
    `${ADMIN_API}/me`,
    {
      config: { staffPermission: 'session' },
      schema: { tags: TAGS, summary: 'The signed-in staff member and their permissions', response: { 200: staffMe } },
    },
    async (req) => {
      const staff = staffOf(req);
      return {
        id: staff.id,
        email: staff.email,
        role: staff.role,
        permissions: [...ROLE_PERMISSIONS[staff.role]],
        idle_timeout_s: STAFF_IDLE_MS / 1000,
      };
    },
  );

  r.get(
    `${ADMIN_API}/sessions`,
    {
      config: { staffPermission: 'session' },
      schema: { tags: TAGS, summary: 'The staff member’s own sessions', response: { 200: staffSessionsAnswer } },
    },
    async (req) => ({ items: await listStaffSessions(database, staffOf(req), now()) }),
  );

  r.delete(
    `${ADMIN_API}/sessions/:id`,
    {
      config: { staffPermission: 'session' },
      schema: {
        tags: TAGS,
        summary: 'Revoke one of the staff member’s own sessions',
        params: uuidParams,
        response: { 200: okAnswer },
      },
    },
    async (req) => {
      const staff = staffOf(req);
      const ended = await endStaffSession(
        database,
        staff.id,
        { publicId: req.params.id },
        actorOf(req),
        'staff.session.revoked',
        now(),
      );
      if (!ended) throw new AppError('NOT_FOUND', 'Session is not found');
      return { ok: true as const };
    },
  );
}
