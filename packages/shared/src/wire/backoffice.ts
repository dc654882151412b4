// Wire payloads of the operator back office under /admin-api (issue 24,
// docs/decisions/0042-backoffice.md). The staff app (apps/admin) imports the types.
import { z } from 'zod';
import { playerFlag, playerNote } from './backoffice-players';

export const STAFF_ROLE_NAMES = ['support', 'payments', 'risk', 'compliance', 'marketing', 'content', 'admin'] as const;
export const staffRole = z.enum(STAFF_ROLE_NAMES);
export type StaffRoleName = z.infer<typeof staffRole>;

/** Page size bounds shared by every back-office table. */
export const BackofficeLimits = { pageSizeMax: 200, csvRowsMax: 10_000, passwordMin: 12, passwordMax: 128 } as const;

const email = z.string().trim().min(3).max(254).email();
const totpCode = z.string().regex(/^\d{6}$/);
const reason = z.string().trim().min(3).max(500);

export const paging = z.object({
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(BackofficeLimits.pageSizeMax).default(50),
});

export const idParams = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53),
});
export const uuidParams = z.object({ id: z.string().uuid() });

export const staffLoginRequest = z.object({
  email,
  password: z.string().min(1).max(BackofficeLimits.passwordMax),
  code: totpCode,
});
export const enrolmentQuery = z.object({ token: z.string().min(16).max(100) });
export const enrolmentRequest = z.object({
  token: z.string().min(16).max(100),
  password: z.string().min(BackofficeLimits.passwordMin).max(BackofficeLimits.passwordMax),
  code: totpCode,
});
export const enrolmentAnswer = z.object({ email: z.string(), totp_secret: z.string(), otpauth_uri: z.string() });

export const staffMe = z.object({
  id: z.number().int(),
  email: z.string(),
  role: staffRole,
  permissions: z.array(z.string()),
  idle_timeout_s: z.number().int(),
});
export type StaffMe = z.infer<typeof staffMe>;

export const okAnswer = z.object({ ok: z.literal(true) });

export const staffSession = z.object({
  id: z.string(),
  created_at: z.string(),
  last_seen_at: z.string(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  current: z.boolean(),
  active: z.boolean(),
});
export const staffSessionsAnswer = z.object({ items: z.array(staffSession) });

export const staffItem = z.object({
  id: z.number().int(),
  email: z.string(),
  role: staffRole,
  enrolled: z.boolean(),
  disabled: z.boolean(),
  created_at: z.string(),
});
export type StaffItem = z.infer<typeof staffItem>;
export const staffListAnswer = z.object({ items: z.array(staffItem), total: z.number().int() });
export const createStaffRequest = z.object({ email, role: staffRole });
export const newStaffAnswer = z.object({
  id: z.number().int(),
  email: z.string(),
  role: staffRole,
  enrolment_path: z.string(),
  enrolment_token: z.string(),
  totp_secret: z.string(),
  otpauth_uri: z.string(),
  enrolment_expires_at: z.string(),
});
export type NewStaffAnswer = z.infer<typeof newStaffAnswer>;
export const reasonRequest = z.object({ reason });

/** Columns the audit viewer sorts by (absent: newest first, ADR 0051). */
export const AUDIT_SORTS = ['at', 'id', 'staff_email', 'action', 'subject'] as const;
export const auditQuery = paging.extend({
  sort: z.enum(AUDIT_SORTS).optional(),
  dir: z.enum(['asc', 'desc']).optional(),
  staff: z.string().trim().max(254).optional(),
  action: z.string().trim().max(100).optional(),
  subject: z.string().trim().max(200).optional(),
  from: z.string().datetime({ offset: true }).optional(),
  to: z.string().datetime({ offset: true }).optional(),
});
export const auditItem = z.object({
  id: z.number().int(),
  at: z.string(),
  staff_id: z.number().int().nullable(),
  staff_email: z.string().nullable(),
  action: z.string(),
  subject: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
  ip: z.string().nullable(),
});
export type AuditItem = z.infer<typeof auditItem>;
export const auditAnswer = z.object({ items: z.array(auditItem), total: z.number().int() });

/** `dir` of a server-sorted table; absent: the list's own default direction (ADR 0051). */
export const sortDirection = z.enum(['asc', 'desc']);
export type SortDirection = z.infer<typeof sortDirection>;
/** Columns the player search sorts by (default: newest registrations first). */
export const PLAYER_SORTS = ['created_at', 'id', 'email', 'name', 'country'] as const;
export const playerSearchQuery = paging.extend({
  q: z.string().trim().max(200).default(''),
  sort: z.enum(PLAYER_SORTS).default('created_at'),
  dir: sortDirection.optional(),
});
export const playerSummary = z.object({
  id: z.number().int(),
  brand_id: z.number().int(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  country: z.string(),
  currency_id: z.number().int(),
  status: z.string(),
  created_at: z.string(),
  /** The suspicious-activity flag is set (ADR 0045). */
  suspicious: z.boolean(),
});
export type PlayerSummary = z.infer<typeof playerSummary>;
export const playersAnswer = z.object({ items: z.array(playerSummary), total: z.number().int() });
export const playerPageAnswer = z.object({
  profile: playerSummary.extend({
    birth_date: z.string().nullable(),
    email_verified: z.boolean(),
    phone_verified: z.boolean(),
    totp_enabled: z.boolean(),
    marketing_suppressed: z.boolean(),
  }),
  accounts: z.array(
    z.object({
      id: z.number().int(),
      currency_id: z.number().int(),
      kind: z.string(),
      balance_minor: z.number().int(),
      active: z.boolean(),
    }),
  ),
  bets: z.array(
    z.object({
      id: z.number().int(),
      status: z.string(),
      kind: z.string(),
      vid: z.number().int(),
      currency_id: z.number().int(),
      stake: z.number().int(),
      potential_return: z.number().int(),
      odds: z.number(),
      payout: z.number().int(),
      created_at: z.string(),
      settled_at: z.string().nullable(),
    }),
  ),
  sessions: z.array(
    z.object({
      created_at: z.string(),
      last_seen_at: z.string(),
      ip: z.string().nullable(),
      user_agent: z.string().nullable(),
      closed_at: z.string().nullable(),
      closed_reason: z.string().nullable(),
    }),
  ),
  rg_blocks: z.array(
    z.object({
      id: z.number().int(),
      kind: z.string(),
      until: z.string(),
      set_by: z.string(),
      created_at: z.string(),
      running: z.boolean(),
      reason: z.string().nullable(),
      lifted_at: z.string().nullable(),
      lift_reason: z.string().nullable(),
    }),
  ),
  /** The suspicious-activity flag while set, and the staff notes, newest first (ADR 0045). */
  flag: playerFlag.nullable(),
  notes: z.array(playerNote),
});
export type PlayerPageAnswer = z.infer<typeof playerPageAnswer>;

/** Columns the ticket queue sorts by (absent: the oldest change first). */
export const TICKET_SORTS = ['id', 'updated_at', 'created_at', 'user_id', 'status'] as const;
export const ticketQueueQuery = paging.extend({
  status: z.enum(['open', 'answered', 'closed']).optional(),
  sort: z.enum(TICKET_SORTS).optional(),
  dir: sortDirection.optional(),
});
const queueTicket = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  topic: z.string(),
  subject: z.string(),
  status: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  message_count: z.number().int(),
  last_author: z.string(),
});
export const ticketQueueAnswer = z.object({ items: z.array(queueTicket), total: z.number().int() });
export const staffTicketAnswer = queueTicket.extend({
  messages: z.array(z.object({ id: z.number().int(), author: z.string(), text: z.string(), created_at: z.string() })),
});
export type StaffTicketAnswer = z.infer<typeof staffTicketAnswer>;
export const staffReplyRequest = z.object({ text: z.string().trim().min(1).max(4000) });

/** Columns the VIP desk sorts by (absent: awaiting ones first, by expiry). */
export const VIP_SORTS = ['id', 'created_at', 'expires_at', 'stake', 'user_id', 'status'] as const;
export const vipQueueQuery = paging.extend({
  status: z.enum(['awaiting', 'approved', 'declined', 'expired']).optional(),
  sort: z.enum(VIP_SORTS).optional(),
  dir: sortDirection.optional(),
});
export const vipQueueItem = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  status: z.string(),
  stake_minor: z.number().int(),
  currency_id: z.number().int(),
  currency: z.string(),
  vid: z.number().int(),
  events: z.number().int(),
  created_at: z.string(),
  expires_at: z.string(),
  closed_at: z.string().nullable(),
  accepted_stake_minor: z.number().int().nullable().describe('The stake of the bet an approval placed'),
  bet_id: z.number().int().nullable().describe('The bet an approval placed'),
});
export type VipQueueItem = z.infer<typeof vipQueueItem>;
export const vipQueueAnswer = z.object({ items: z.array(vipQueueItem), total: z.number().int() });
export const vipDeclineRequest = z.object({ reason });

/** A list exported as CSV (RFC 4180, header line first; `text/csv`). */
export const csvAnswer = z.string().describe('CSV (RFC 4180) with a header line');

/** The staff app's HTML shell (`text/html`), served under /admin. */
export const staffAppPage = z.string().describe('The staff app’s HTML document');
