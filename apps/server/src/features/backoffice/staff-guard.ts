// The one gate of /admin-api: every route names its permission in `config.staffPermission` (a route
// without one stops the app at start), and each request is checked here before its schema and handler:
// 401 without a live staff session (a player's session or token is never one), 403 for a role
// without the permission, 403 for a state change without the CSRF header.
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { AppError } from '../../errors';
import type { Database } from '../../infra/db';
import { type RouteAccess, roleMay } from './permissions';
import { resolveStaffSession, STAFF_COOKIE, type StaffPrincipal } from './staff-sessions';

export const ADMIN_API = '/admin-api';
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const CSRF_HEADER = 'x-requested-with';

declare module 'fastify' {
  interface FastifyRequest {
    staff: StaffPrincipal | null;
  }
  interface FastifyInstance {
    /** Every /admin-api route the guard saw, `METHOD /url` → its access (the permission matrix test reads it). */
    staffRouteAccess: ReadonlyMap<string, RouteAccess>;
  }
}

const isAdminApi = (url: string | undefined) => url === ADMIN_API || (url?.startsWith(`${ADMIN_API}/`) ?? false);

/** The signed-in staff member of a guarded route (the guard has run). */
export function staffOf(req: FastifyRequest): StaffPrincipal {
  if (!req.staff) throw new AppError('UNAUTHORIZED', 'Staff sign-in required');
  return req.staff;
}

/** A cookie-authenticated state change must carry the header a cross-site form cannot send. */
function assertCsrfHeader(req: FastifyRequest): void {
  if (UNSAFE.has(req.method) && req.headers[CSRF_HEADER] !== 'fetch') {
    throw new AppError('FORBIDDEN', 'The request is missing the x-requested-with header', { errorCode: 'csrf' });
  }
}

/** The audit columns of the signed-in staff member's action. */
export function actorOf(req: FastifyRequest, reason: string | null = null) {
  const staff = staffOf(req);
  return { staffId: staff.id, staffEmail: staff.email, ip: req.ip, reason };
}

export function registerStaffGuard(app: FastifyInstance, database: Database, now: () => Date) {
  app.decorateRequest('staff', null);
  const access = new Map<string, RouteAccess>();
  app.decorate('staffRouteAccess', access);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!isAdminApi(route.url)) return;
    const permission = route.config?.staffPermission;
    if (permission === undefined) throw new Error(`${route.method} ${route.url} declares no staffPermission`);
    for (const method of [route.method].flat()) access.set(`${method} ${route.url}`, permission);
  });
  // preValidation: after the body parsers and the text guard (a malformed or polluted body, a NUL, is
  // a 400 for everyone, as on every route), before the schema and the handler.
  app.addHook('preValidation', async (req) => {
    if (!isAdminApi(req.routeOptions.url)) return;
    const access = req.routeOptions.config?.staffPermission;
    if (access === undefined) throw new AppError('FORBIDDEN', 'This route declares no permission');
    if (access === 'public') return assertCsrfHeader(req);
    const token = req.cookies?.[STAFF_COOKIE];
    const staff = token ? await resolveStaffSession(database, token, now()) : null;
    if (!staff) throw new AppError('UNAUTHORIZED', 'Staff sign-in required', { errorCode: 'staff_session_required' });
    assertCsrfHeader(req);
    if (access !== 'session' && !roleMay(staff.role, access)) {
      throw new AppError('FORBIDDEN', 'Your role may not do this', { errorCode: 'permission_denied' });
    }
    req.staff = staff;
  });
}
