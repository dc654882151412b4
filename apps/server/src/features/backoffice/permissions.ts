// Roles and what they may do, as data (issue 24 §1): a route names one permission in its config and
// the guard answers 403 to a role whose list lacks it. 'public' routes need no session (login,
// enrolment); 'session' routes need any signed-in staff member (their own sessions, logout).

export const STAFF_ROLES = ['support', 'payments', 'risk', 'compliance', 'marketing', 'content', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const PERMISSIONS = [
  'staff.manage',
  'audit.read',
  'players.read',
  'support.tickets',
  'risk.vip',
  'payments.withdrawals',
  // Acting on a player (ADR 0045): block/unblock, operator RG blocks, inbox messages, notes, the flag.
  'players.block',
  'players.rg',
  'players.message',
  'players.notes',
  'players.flag',
  // Manual adjustments and their second-person approval, a verified player's 2FA reset (ADR 0048).
  'payments.adjust',
  'payments.approve',
  'players.2fa_reset',
  // The verification queue: documents, approve, reject (ADR 0050).
  'verification.review',
  // The dashboard: a period's turnover, GGR, payments and players per currency (ADR 0049).
  'dashboard.read',
  // The deposits view of the payments desk (ADR 0051).
  'payments.deposits',
  // Bonus campaigns and promo codes (create, schedule, stop) and a bonus granted to a player (ADR 0056).
  'marketing.campaigns',
  'marketing.grant',
  // Brand × country configuration (versions, rollback, menus, casino visibility) and information pages (ADR 0055).
  'content.config',
  'content.pages',
  // Open exposure per game, market and outcome; suspending a game or a market (ADR 0053).
  'risk.trade',
  // Voiding a finished game's market or resettling it on a corrected score (ADR 0054).
  'risk.settle',
  // Responsible-gambling reports: players at or near their limits, self-excluded or in a time-out (ADR 0054).
  'rg.reports',
  // Casino tournaments and the jackpot: read the desks; create, edit, cancel, change settings (ADR 0072).
  'casino.read',
  'casino.promotions',
] as const;
export type Permission = (typeof PERMISSIONS)[number];
export type RouteAccess = Permission | 'public' | 'session';

export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  support: ['players.read', 'support.tickets', 'players.message', 'players.notes', 'players.2fa_reset'],
  payments: [
    'players.read',
    'payments.withdrawals',
    'players.notes',
    'payments.adjust',
    'payments.approve',
    'dashboard.read',
    'payments.deposits',
    'casino.read',
  ],
  risk: [
    'players.read',
    'risk.vip',
    'players.notes',
    'players.flag',
    'dashboard.read',
    'risk.trade',
    'risk.settle',
    'casino.read',
  ],
  compliance: [
    'players.read',
    'audit.read',
    'players.block',
    'players.rg',
    'players.message',
    'players.notes',
    'players.flag',
    'players.2fa_reset',
    'verification.review',
    'dashboard.read',
    'payments.deposits',
    'rg.reports',
    'casino.read',
  ],
  marketing: [
    'players.read',
    'dashboard.read',
    'marketing.campaigns',
    'marketing.grant',
    'casino.read',
    'casino.promotions',
  ],
  content: ['content.config', 'content.pages'],
  admin: PERMISSIONS,
};

/** Whether a role holds a permission. */
export const roleMay = (role: StaffRole, permission: Permission): boolean =>
  ROLE_PERMISSIONS[role].includes(permission);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The back-office permission an /admin-api route needs (docs/decisions/0042-backoffice.md). */
    staffPermission?: RouteAccess;
  }
}
