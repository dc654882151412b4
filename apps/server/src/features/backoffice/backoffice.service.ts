// The public module of the back office: what the CLI, other features and tests may use.
export { appendAudit } from './audit.repository';
export { toCsv } from './csv';
export { type Permission, ROLE_PERMISSIONS, roleMay, STAFF_ROLES, type StaffRole } from './permissions';
export { createStaffMember, type NewStaff } from './staff-auth';
export { actorOf, staffOf } from './staff-guard';
export { STAFF_COOKIE } from './staff-sessions';
export { totpCode } from './totp';
