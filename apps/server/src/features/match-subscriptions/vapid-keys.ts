// Our VAPID key pair (RFC 8292): from the configuration (VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY) when set;
// else a pair made at the first start and kept in the data folder (never committed), so browsers'
// subscriptions survive restarts. An in-memory data folder gets a pair for the process's life.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** Who runs the sender (a mailto: or https: URL), as push services want to know. */
  subject: string;
}

export interface VapidConfig {
  VAPID_PUBLIC_KEY?: string | undefined;
  VAPID_PRIVATE_KEY?: string | undefined;
  VAPID_SUBJECT?: string | undefined;
  DATA_DIR: string;
}

const DEFAULT_SUBJECT = 'mailto:push@fairline.example';
const FILE = 'vapid-keys.json';

/** The configured pair, else the data folder's development pair (made when missing). */
export function loadVapidKeys(config: VapidConfig): VapidKeys {
  const subject = config.VAPID_SUBJECT ?? DEFAULT_SUBJECT;
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject };
  }
  if (config.DATA_DIR.startsWith('memory://')) return { ...webpush.generateVAPIDKeys(), subject };
  const path = join(config.DATA_DIR, FILE);
  try {
    const stored = JSON.parse(readFileSync(path, 'utf8')) as { publicKey?: unknown; privateKey?: unknown };
    if (typeof stored.publicKey === 'string' && typeof stored.privateKey === 'string') {
      return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject };
    }
  } catch {
    // Missing or unreadable: a new pair is made below (browsers subscribed with the old one re-subscribe).
  }
  const made = webpush.generateVAPIDKeys();
  mkdirSync(config.DATA_DIR, { recursive: true });
  writeFileSync(path, JSON.stringify(made), { mode: 0o600 });
  return { ...made, subject };
}
