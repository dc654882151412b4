import type { ConsentLogRequest } from '@fairline/shared/wire/public';
import { http } from '../../lib/http';
import { appStorage } from '../../lib/storage';
import { writeConsentCookie } from './consent-cookie';

/** 0 disabled, 1 only functionality, 2 only marketing, 3 all (the spec's levels). */
export type ConsentLevel = 0 | 1 | 2 | 3;

const AGREEMENT_KEY = 'cookies-agreement';
const VISITOR_KEY = 'visitor-id';

export interface Agreement {
  level: ConsentLevel;
  time: number;
}

/** The level for a pair of choices: functional and marketing cookies. */
export function consentLevel(functional: boolean, marketing: boolean): ConsentLevel {
  if (functional && marketing) return 3;
  if (marketing) return 2;
  if (functional) return 1;
  return 0;
}

export async function readAgreement(): Promise<Agreement | null> {
  return appStorage.getItem<Agreement>(AGREEMENT_KEY).catch(() => null);
}

async function visitorId(): Promise<string> {
  const known = await appStorage.getItem<string>(VISITOR_KEY).catch(() => null);
  if (known) return known;
  const id = crypto.randomUUID();
  await appStorage.setItem(VISITOR_KEY, id).catch(() => undefined);
  return id;
}

/** Logs the agreement on the server, then remembers it (with the time) on this device. */
export async function saveAgreement(level: ConsentLevel): Promise<Agreement> {
  await http.requestOrThrow({
    url: '/web-api/api-v3/v1/user/agreement-with-cookies/log',
    method: 'POST',
    params: { level, visitor_id: await visitorId() } satisfies ConsentLogRequest,
  });
  const agreement = { level, time: Date.now() };
  await appStorage.setItem(AGREEMENT_KEY, agreement).catch(() => undefined);
  writeConsentCookie(level);
  return agreement;
}
