import { useLang } from '../../lib/i18n';
import { useSite } from '../config';
import type { FeedContext } from './feed-api';

/** The language and country every feed call of the current page carries. */
export function useFeedContext(): FeedContext {
  const lng = useLang();
  const site = useSite();
  return { lng, country: site.geo.countryId || undefined };
}
