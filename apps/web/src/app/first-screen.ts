// The first screen's data the server put into the page (ADR 0026): read once at start, so the site
// configuration, the first dictionary units and the first feed answers need no request.

import type { FirstScreenData } from '@fairline/shared/wire/first-screen';
import { FIRST_SCREEN_ELEMENT_ID } from '@fairline/shared/wire/first-screen-id';
import type { QueryClient } from '@tanstack/react-query';
import { brandOverride } from '../features/config';
import { setConsentHint } from '../features/consent';
import { setNarrowLayoutHint } from '../lib/layout-hint';

export type { FirstScreenData };

/**
 * The page's inline data, when there is some and it is for the brand this tab shows (a developer's
 * `?brand=` override of another brand than the host's fetches its own configuration instead).
 */
export function readFirstScreen(doc: Document = document): FirstScreenData | undefined {
  const text = doc.getElementById(FIRST_SCREEN_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  let data: FirstScreenData;
  try {
    data = JSON.parse(text) as FirstScreenData;
  } catch (err) {
    console.warn('first screen data not read', err);
    return undefined;
  }
  const override = brandOverride();
  return override && override !== data.site.brand ? undefined : data;
}

/** Puts the page's first answers into the query cache under the keys the components ask with, its layout hint and whether the consent banner is drawn. */
export function seedQueries(queryClient: QueryClient, data: FirstScreenData): void {
  setNarrowLayoutHint(data.narrow);
  setConsentHint(data.consentChosen);
  queryClient.setQueryData(['site-config'], data.site);
  for (const query of data.queries) queryClient.setQueryData(query.key, query.data);
}
