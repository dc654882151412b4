// The spec's SEO calls the pages make: page data (title, description, canonical, hreflang, robots),
// the section's SEO text and its footer questions. Each call sends a new sub-request id (a UUID
// without dashes). On failure a call gives empty defaults with a failed flag (spec, "Error catalogue").
import { type SeoPage, seoQueryOf } from '@fairline/shared/routing/seo-page';
import {
  type SeoContent,
  type SeoPageData,
  type SeoQuestions,
  SUB_REQUEST_ID_HEADER,
  seoContentAnswer,
  seoPageDataAnswer,
  seoQuestionsAnswer,
} from '@fairline/shared/wire/seo';
import type { z } from 'zod';
import { http } from '../../lib/http';

export type Failable<T> = T & { failed: boolean };

/** A fresh sub-request id: a UUID without dashes. */
export const newSubRequestId = () => crypto.randomUUID().replaceAll('-', '');

async function seoCall<T>(
  url: string,
  params: Record<string, string>,
  schema: z.ZodType<{ data: T }>,
): Promise<T | null> {
  const res = await http.request<unknown>({ url, params, headers: { [SUB_REQUEST_ID_HEADER]: newSubRequestId() } });
  if (res.error) return null;
  const parsed = schema.safeParse(res.data);
  return parsed.success ? parsed.data.data : null;
}

const EMPTY_PAGE_DATA: SeoPageData = {
  title: '',
  description: '',
  metaRobots: '',
  hierarchyMetaRobots: '',
  ampPageUrl: null,
  alternativeLinks: [],
  alternateMedia: [],
  customCanonical: null,
  languageIsoCode: '',
  metas: [],
};

export async function fetchPageData(page: SeoPage, lang: string): Promise<Failable<SeoPageData>> {
  const data = await seoCall('/seo-module-api/api/v2/pagedata', seoQueryOf(page, lang), seoPageDataAnswer);
  return data ? { ...data, failed: false } : { ...EMPTY_PAGE_DATA, failed: true };
}

export async function fetchSeoContent(page: SeoPage, lang: string): Promise<Failable<SeoContent>> {
  const data = await seoCall('/frontend-api/seo/seoContent', seoQueryOf(page, lang), seoContentAnswer);
  return data ? { ...data, failed: false } : { style: 'none', content: '', microschema: '[]', failed: true };
}

export async function fetchFooterQuestions(page: SeoPage, lang: string): Promise<Failable<SeoQuestions>> {
  const data = await seoCall(
    `/web-api/external-api/seo/questions/footer/${page.section}`,
    { language: lang },
    seoQuestionsAnswer,
  );
  return data ? { ...data, failed: false } : { section: page.section, items: [], failed: true };
}
