// The brand's account field settings: which fields the office lets a player edit and which the
// registrationIdentification form asks. A row that does not read as two lists of ids is skipped as a
// configuration slip; with no row at all nothing is editable and nothing asked.
import { z } from 'zod';
import type { Database } from '../../infra/db';
import { findFieldSettings } from './account.repository';

export interface AccountFieldSettings {
  editable: readonly string[];
  identification: readonly string[];
}

const ids = z.array(z.string().max(64)).max(64);
const settingsRow = z.object({ editable: ids, identification: ids });

/** The most specific settings row of a brand (slug) × country (ISO code). */
export async function loadFieldSettings(
  database: Database,
  brandSlug: string,
  country: string,
): Promise<AccountFieldSettings> {
  const rows = await findFieldSettings(database, brandSlug, country.toLowerCase());
  for (const row of rows) {
    const parsed = settingsRow.safeParse(row);
    if (parsed.success) return parsed.data;
  }
  return { editable: [], identification: [] };
}
