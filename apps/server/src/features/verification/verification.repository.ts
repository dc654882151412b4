import type { VERIFICATION_SORTS } from '@fairline/shared/wire/backoffice-verification';
import type { IdentificationFields } from '@fairline/shared/wire/verification';
import type { Database } from '../../infra/db';
import { type SortDir, sortedBy } from '../../infra/sql-order';
import { asNumber } from '../../infra/sql-values';

type Query = Pick<Database, 'query'>;

export interface VerificationRow {
  status: 'not_started' | 'pending' | 'verified' | 'rejected';
  reason: string | null;
  first_name: string | null;
  last_name: string | null;
  birth_date: string | null;
  document_number: string | null;
  decided_at: Date | string | null;
}

export interface DocumentRow {
  public_id: string;
  doc_type: string;
  mime: string;
  size: number;
  storage_key: string;
  created_at: Date | string;
}

const VERIFICATION_COLUMNS = `status, reason, first_name, last_name, to_char(birth_date, 'YYYY-MM-DD') as birth_date,
  document_number, decided_at`;

export async function findVerification(db: Query, userId: number): Promise<VerificationRow | null> {
  const [row] = await db.query<VerificationRow>(
    `select ${VERIFICATION_COLUMNS} from verifications where user_id = $1`,
    [userId],
  );
  return row ?? null;
}

/** Saves the typed identity data while it is open to change (not yet submitted, or after a refusal). */
export async function saveFields(db: Query, userId: number, fields: IdentificationFields): Promise<boolean> {
  const rows = await db.query(
    `insert into verifications (user_id, first_name, last_name, birth_date, document_number)
     values ($1, $2, $3, $4, $5)
     on conflict (user_id) do update set first_name = excluded.first_name, last_name = excluded.last_name,
       birth_date = excluded.birth_date, document_number = excluded.document_number, updated_at = now()
     where verifications.status in ('not_started', 'rejected')
     returning user_id`,
    [userId, fields.first_name, fields.last_name, fields.birth_date, fields.document_number],
  );
  return rows.length > 0;
}

export interface NewDocument {
  publicId: string;
  userId: number;
  type: string;
  mime: string;
  size: number;
  sha256: string;
  storageKey: string;
}

/** Records a stored file unless the player already has `max` documents; answers whether it was recorded. */
export async function insertDocument(db: Query, doc: NewDocument, max: number): Promise<DocumentRow | null> {
  const [row] = await db.query<DocumentRow>(
    `insert into verification_documents (public_id, user_id, doc_type, mime, size, sha256, storage_key)
     select $1, $2, $3, $4, $5, $6, $7
     where (select count(*) from verification_documents where user_id = $2) < $8
     returning public_id, doc_type, mime, size, storage_key, created_at`,
    [doc.publicId, doc.userId, doc.type, doc.mime, doc.size, doc.sha256, doc.storageKey, max],
  );
  return row ? { ...row, size: asNumber(row.size) } : null;
}

export async function listDocuments(db: Query, userId: number): Promise<DocumentRow[]> {
  const rows = await db.query<DocumentRow>(
    `select public_id, doc_type, mime, size, storage_key, created_at from verification_documents
     where user_id = $1 order by created_at, id`,
    [userId],
  );
  return rows.map((r) => ({ ...r, size: asNumber(r.size) }));
}

/** A document of this owner only: another player's id is simply not found. */
export async function findOwnDocument(db: Query, userId: number, publicId: string): Promise<DocumentRow | null> {
  const [row] = await db.query<DocumentRow>(
    `select public_id, doc_type, mime, size, storage_key, created_at from verification_documents
     where user_id = $1 and public_id = $2`,
    [userId, publicId],
  );
  return row ? { ...row, size: asNumber(row.size) } : null;
}

/** not_started | rejected → pending; answers whether it moved. */
export async function markSubmitted(db: Query, userId: number, now: Date): Promise<boolean> {
  const rows = await db.query(
    `update verifications set status = 'pending', reason = null, document_birth_date = null,
       submitted_at = $2, decided_at = null, updated_at = now()
     where user_id = $1 and status in ('not_started', 'rejected') returning user_id`,
    [userId, now],
  );
  return rows.length > 0;
}

export async function insertSession(
  db: Query,
  session: { publicId: string; userId: number; provider: string; lang: string },
): Promise<void> {
  await db.query(
    `insert into verification_sessions (public_id, user_id, provider, return_lang) values ($1, $2, $3, $4)`,
    [session.publicId, session.userId, session.provider, session.lang],
  );
}

export interface SessionRow {
  user_id: number;
  provider: string;
  status: 'open' | 'approved' | 'rejected';
  return_lang: string;
}

export async function findSession(db: Query, publicId: string): Promise<SessionRow | null> {
  const [row] = await db.query<SessionRow>(
    `select user_id, provider, status, return_lang from verification_sessions where public_id = $1`,
    [publicId],
  );
  return row ? { ...row, user_id: asNumber(row.user_id) } : null;
}

export interface Decision {
  provider: string;
  eventId: string;
  requestHash: string;
  sessionId: string;
  status: 'verified' | 'rejected';
  reason: string | null;
  documentBirthDate: string | null;
  now: Date;
}

/**
 * Applies a provider's decision once, in one statement: the open session of a pending verification
 * is closed, the verification takes the status, and the event is recorded. Answers the status set,
 * or null when nothing changed (a replay, or a session already decided: the caller tells them apart).
 */
export async function applyDecision(db: Query, d: Decision): Promise<{ status: string; userId: number } | null> {
  const [row] = await db.query<{ status: string | null; user_id: unknown }>(
    `with s as (
       update verification_sessions set status = $5, decided_at = $8
       where public_id = $4 and provider = $1 and status = 'open'
         and exists (select 1 from verifications v where v.user_id = verification_sessions.user_id and v.status = 'pending')
       returning user_id
     ), v as (
       update verifications set status = $6, reason = $7, document_birth_date = $9, decided_at = $8, updated_at = now()
       from s where verifications.user_id = s.user_id and verifications.status = 'pending'
       returning verifications.status, verifications.user_id
     ), e as (
       insert into verification_events (provider, event_id, request_hash, session_public_id, status)
       select $1, $2, $3, $4, v.status from v
       on conflict do nothing
       returning status
     )
     select (select status from e) as status, (select user_id from v) as user_id`,
    [
      d.provider,
      d.eventId,
      d.requestHash,
      d.sessionId,
      d.status === 'verified' ? 'approved' : 'rejected',
      d.status,
      d.reason,
      d.now,
      d.documentBirthDate,
    ],
  );
  return row?.status ? { status: row.status, userId: asNumber(row.user_id) } : null;
}

export async function findEvent(db: Query, provider: string, eventId: string) {
  const [row] = await db.query<{ request_hash: string; status: string; session_public_id: string }>(
    `select request_hash, status, session_public_id from verification_events where provider = $1 and event_id = $2`,
    [provider, eventId],
  );
  return row ?? null;
}

export interface RequirementRow {
  brand_slug: string;
  country: string;
  documents: unknown;
  face_check: boolean;
}

/** The requirement rows that may apply to a brand × country, most specific first. */
export async function findRequirements(db: Query, brandSlug: string, country: string): Promise<RequirementRow[]> {
  return db.query<RequirementRow>(
    `select brand_slug, country, documents, face_check from verification_requirements
     where brand_slug in ($1, '*') and country in ($2, '*')
     order by (brand_slug = '*'), (country = '*')`,
    [brandSlug, country],
  );
}

/** The player's brand and registration country. */
export async function findPlayerSite(db: Query, userId: number) {
  const [row] = await db.query<{ brand_id: number; slug: string; name: string; country: string }>(
    `select u.brand_id, b.slug, b.name, u.country from users u join brands b on b.id = u.brand_id where u.id = $1`,
    [userId],
  );
  return row ?? null;
}

export interface ReviewRow {
  user_id: number;
  email: string | null;
  country: string;
  brand: string;
  first_name: string | null;
  last_name: string | null;
  birth_date: string | null;
  document_number: string | null;
  status: 'not_started' | 'pending' | 'verified' | 'rejected';
  reason: string | null;
  submitted_at: Date | string | null;
  decided_at: Date | string | null;
  provider_session_open: boolean;
  document_types: string[];
}

const REVIEW_SELECT = `select u.id as user_id, u.email, u.country, b.slug as brand,
    v.first_name, v.last_name, to_char(v.birth_date, 'YYYY-MM-DD') as birth_date, v.document_number,
    coalesce(v.status, 'not_started') as status, v.reason, v.submitted_at, v.decided_at,
    exists (select 1 from verification_sessions s where s.user_id = u.id and s.status = 'open') as provider_session_open,
    coalesce((select array_agg(distinct d.doc_type order by d.doc_type) from verification_documents d where d.user_id = u.id),
      '{}') as document_types
  from users u join brands b on b.id = u.brand_id left join verifications v on v.user_id = u.id`;

const reviewRowOf = (row: ReviewRow): ReviewRow => ({ ...row, user_id: asNumber(row.user_id) });

export type ReviewSort = (typeof VERIFICATION_SORTS)[number];
export type ReviewQueueQuery = { status: string; sort?: ReviewSort | undefined; dir?: SortDir | undefined };
const REVIEW_ORDER: Record<ReviewSort, string> = {
  user_id: 'u.id',
  email: 'u.email',
  country: 'u.country',
  submitted_at: 'v.submitted_at',
  decided_at: 'v.decided_at',
};

/** Verifications in one status for staff, oldest submission first (the queue) unless `sort`, with a total. */
export async function listForReview(
  db: Query,
  q: ReviewQueueQuery & { offset: number; limit: number },
): Promise<{ rows: ReviewRow[]; total: number }> {
  const order = q.sort ? sortedBy(REVIEW_ORDER, q.sort, q.dir, 'u.id') : 'v.submitted_at nulls last, u.id';
  const [rows, [count]] = await Promise.all([
    db.query<ReviewRow>(`${REVIEW_SELECT} where v.status = $1 order by ${order} offset $2 limit $3`, [
      q.status,
      q.offset,
      q.limit,
    ]),
    db.query<{ n: unknown }>(`select count(*) as n from verifications where status = $1`, [q.status]),
  ]);
  return { rows: rows.map(reviewRowOf), total: asNumber(count?.n ?? 0) };
}

/** One player's verification for staff (not_started when they never began), null for an unknown player. */
export async function findForReview(db: Query, userId: number): Promise<ReviewRow | null> {
  const [row] = await db.query<ReviewRow>(`${REVIEW_SELECT} where u.id = $1`, [userId]);
  return row ? reviewRowOf(row) : null;
}

/**
 * A staff member's decision on a pending verification, in one statement: the verification takes the
 * status and any provider session still open for it is closed the same way, so a provider's later
 * callback finds it decided (409 already_decided). Null when the verification was not pending.
 */
export async function applyStaffDecision(
  db: Query,
  d: { userId: number; status: 'verified' | 'rejected'; reason: string | null; now: Date },
): Promise<{ status: string } | null> {
  const [row] = await db.query<{ status: string | null }>(
    `with v as (
       update verifications set status = $2, reason = $3, decided_at = $4, updated_at = now()
       where user_id = $1 and status = 'pending'
       returning status
     ), s as (
       update verification_sessions set status = $5, decided_at = $4
       where user_id = $1 and status = 'open' and exists (select 1 from v)
       returning 1
     )
     select (select status from v) as status, (select count(*) from s) as sessions`,
    [d.userId, d.status, d.reason, d.now, d.status === 'verified' ? 'approved' : 'rejected'],
  );
  return row?.status ? { status: row.status } : null;
}
