import { auditLog } from '../db/schema';
import type { Database } from './db';

export interface AuditEvent {
  /** Who acted: `user:<id>`, `anonymous`, `system`. */
  actor: string;
  /** Dotted event name, e.g. `auth.login.ok`. */
  action: string;
  subject?: string | undefined;
  ip?: string | undefined;
  details?: object | undefined;
}

/** Appends one event to the append-only audit log. Never pass secrets (passwords, codes, tokens) in `details`. */
export async function audit(database: Database, event: AuditEvent): Promise<void> {
  await database.db.insert(auditLog).values({
    actor: event.actor,
    action: event.action,
    subject: event.subject ?? null,
    ip: event.ip ?? null,
    details: event.details ?? {},
  });
}
