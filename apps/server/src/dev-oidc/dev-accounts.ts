import { createHash } from 'node:crypto';

/** A person who signed in at the dev provider. */
export interface DevAccount {
  sub: string;
  email: string;
  name: string;
}

/** The subject of an e-mail: stable across restarts, so signing in again with the same e-mail is the same person. */
export function devSubject(email: string): string {
  return `dev-${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 24)}`;
}

/** The dev provider's accounts, remembered in memory from the login form. */
export function createDevAccounts() {
  const bySub = new Map<string, DevAccount>();
  return {
    remember(email: string, name: string): DevAccount {
      const account = { sub: devSubject(email), email: email.trim().toLowerCase(), name: name.trim() || email.trim() };
      bySub.set(account.sub, account);
      return account;
    },
    find: (sub: string) => bySub.get(sub),
  };
}

export type DevAccounts = ReturnType<typeof createDevAccounts>;
