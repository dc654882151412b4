// The SQL of the SEO feature: texts, questions and counters per brand, language and section (a
// brand's own row first, then the default row; the language asked for first, then English), and
// the two things it reads about others: a brand's domains and the information pages' titles.
import { FALLBACK_LANGUAGE } from '@fairline/shared/lookups/languages';
import type { Database } from '../../infra/db';

export interface SeoTextRow {
  title: string;
  description: string;
  h1: string;
  content: string;
  style: 'none' | 'plain' | 'collapsed';
}

export interface SeoQuestionRow {
  id: number;
  question: string;
  answer: string;
}

// Rank of a row: the brand's own before the default, the language before the fallback language.
const RANK = `(case when brand_id is null then 1 else 0 end) + (case when lang = $2 then 0 else 2 end)`;

export async function findSeoText(
  database: Database,
  brandId: number,
  lang: string,
  section: string,
): Promise<SeoTextRow | undefined> {
  const [row] = await database.query<SeoTextRow>(
    `select title, description, h1, content, style from seo_texts
     where (brand_id = $1 or brand_id is null) and lang in ($2, $3) and section = $4
     order by ${RANK} limit 1`,
    [brandId, lang, FALLBACK_LANGUAGE, section],
  );
  return row;
}

/** The questions of the best-ranked (brand, language) set that has any, in their order. */
export async function findSeoQuestions(
  database: Database,
  brandId: number,
  lang: string,
  section: string,
): Promise<SeoQuestionRow[]> {
  const rows = await database.query<SeoQuestionRow & { rank: number }>(
    `select id, question, answer, ${RANK} as rank from seo_questions
     where (brand_id = $1 or brand_id is null) and lang in ($2, $3) and section = $4
     order by rank, position`,
    [brandId, lang, FALLBACK_LANGUAGE, section],
  );
  const best = rows[0]?.rank;
  return rows.filter((r) => r.rank === best).map(({ id, question, answer }) => ({ id, question, answer }));
}

export async function findAnalyticsCounters(
  database: Database,
  brandId: number,
): Promise<{ provider: string; counterId: string }[]> {
  return database.query(
    `select provider, counter_id as "counterId" from seo_analytics_counters where brand_id = $1 order by provider`,
    [brandId],
  );
}

export async function findBrandDomains(database: Database, brandId: number): Promise<string[]> {
  const [row] = await database.query<{ domains: string[] }>('select domains from brands where id = $1', [brandId]);
  return row?.domains ?? [];
}

/** Titles of the information pages that have content, by page key (brand's text first; English as fallback). */
export async function findInformationTitles(
  database: Database,
  brandId: number,
  lang: string,
): Promise<Map<string, string>> {
  const rows = await database.query<{ page_key: string; title: string }>(
    `select distinct on (page_key) page_key, title from information_pages
     where (brand_id = $1 or brand_id is null) and lang in ($2, $3)
     order by page_key, ${RANK}`,
    [brandId, lang, FALLBACK_LANGUAGE],
  );
  return new Map(rows.map((r) => [r.page_key, r.title]));
}
