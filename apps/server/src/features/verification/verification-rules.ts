import { checkMinimumAge } from '@fairline/shared/validation/date-bounds';
import { parseDateTime } from '@fairline/shared/validation/date-time';
import { type DocumentType, type RequiredDocument, requiredDocument } from '@fairline/shared/wire/verification';
import { z } from 'zod';
import type { Database } from '../../infra/db';
import { loadBrandSettings } from '../config/config.service';
import { findPlayerSite, findRequirements } from './verification.repository';

/** The legal floor: a country's configuration may raise the minimum age, never lower it below 18. */
export const LEGAL_MIN_AGE = 18;

/** Used when no configuration row applies at all (the migration ships a default row). */
const FALLBACK_DOCUMENTS: RequiredDocument[] = [
  { group: 'identity', types: ['passport', 'id_card', 'driving_licence'] },
];

const documentsConfig = z.array(requiredDocument).min(1);

export interface PlayerRequirements {
  documents: RequiredDocument[];
  faceCheck: boolean;
  minAge: number;
}

/**
 * What a player must provide: the most specific configured row of their brand × registration country
 * (a row that does not read as a list of groups is skipped as a configuration slip), and the
 * minimum age of that country's site configuration, never below 18.
 */
export async function requirementsOf(database: Database, userId: number): Promise<PlayerRequirements> {
  const site = await findPlayerSite(database, userId);
  if (!site) return { documents: FALLBACK_DOCUMENTS, faceCheck: false, minAge: LEGAL_MIN_AGE };
  const country = site.country.toLowerCase();
  const rows = await findRequirements(database, site.slug, country);
  const chosen = rows
    .map((row) => ({ row, documents: documentsConfig.safeParse(row.documents) }))
    .find((r) => r.documents.success);
  const settings = await loadBrandSettings(database, site.brand_id);
  const configured = (settings.countries.get(country) ?? settings.base).registration.minAge;
  return {
    documents: chosen?.documents.data ?? FALLBACK_DOCUMENTS,
    faceCheck: chosen?.row.face_check ?? false,
    minAge: Math.max(LEGAL_MIN_AGE, configured),
  };
}

/** Whether someone born on `birthDate` (YYYY-MM-DD) is at least `minAge` at `now`; an unreadable date is not. */
export function isOldEnough(birthDate: string, minAge: number, now: Date): boolean {
  if (!parseDateTime(birthDate)) return false;
  return checkMinimumAge(birthDate, minAge, now) === null;
}

/** The required groups no uploaded document satisfies yet. */
export function missingGroups(required: readonly RequiredDocument[], uploaded: readonly string[]): string[] {
  const have = new Set(uploaded);
  return required.filter((g) => !g.types.some((t: DocumentType) => have.has(t))).map((g) => g.group);
}
