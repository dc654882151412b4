// The public module of information: what the back office may read and write of the information pages
// (ADR 0055). A page's text is per language, the brand's own row first, then the common one (brand
// null) that every brand shares; staff save a brand's own text, or the common one.
import type { InformationPage } from '@fairline/shared/routing';
import { type InformationBlock, informationBlock } from '@fairline/shared/wire/public';
import { z } from 'zod';
import type { Database } from '../../infra/db';

export interface InformationText {
  title: string;
  blocks: InformationBlock[];
}

export interface InformationPageRow extends InformationText {
  page: string;
  lang: string;
  /** null: the common text every brand without its own shows. */
  brand_id: number | null;
  updated_at: string;
}

/** The stored blocks the public route answers with, re-checked on the way in with the same schema. */
const storedBlocks = z.array(informationBlock);

/** Every stored text of the brand's pages (its own and the common ones), by page and language. */
export async function listInformationTexts(database: Database, brandId: number): Promise<InformationPageRow[]> {
  const rows = await database.query<InformationPageRow>(
    `select page_key as page, lang, brand_id, title, blocks,
            to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as updated_at
     from information_pages where brand_id is null or brand_id = $1
     order by page_key, lang, brand_id nulls first`,
    [brandId],
  );
  return rows.map((r) => ({ ...r, blocks: storedBlocks.catch([]).parse(r.blocks) }));
}

/** The text stored for exactly that owner (a brand, or null for the common text), if any. */
export async function findInformationText(
  database: Database,
  brandId: number | null,
  page: InformationPage,
  lang: string,
): Promise<InformationText | null> {
  const [row] = await database.query<InformationText>(
    'select title, blocks from information_pages where coalesce(brand_id, 0) = $1 and page_key = $2 and lang = $3',
    [brandId ?? 0, page, lang],
  );
  return row ? { title: row.title, blocks: storedBlocks.catch([]).parse(row.blocks) } : null;
}

/** Writes one page's text for a brand (or the common text); the public route shows it on its next read. */
export async function saveInformationText(
  database: Database,
  brandId: number | null,
  page: InformationPage,
  lang: string,
  text: InformationText,
): Promise<void> {
  const blocks = storedBlocks.parse(text.blocks);
  await database.query(
    `insert into information_pages (brand_id, page_key, lang, title, blocks, updated_at, edited_by_staff)
     values ($1, $2, $3, $4, $5::jsonb, now(), true)
     on conflict ((coalesce(brand_id, 0)), page_key, lang)
     do update set title = excluded.title, blocks = excluded.blocks, updated_at = now(), edited_by_staff = true`,
    [brandId, page, lang, text.title, JSON.stringify(blocks)],
  );
}
