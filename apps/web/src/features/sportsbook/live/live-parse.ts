import { feedChange } from '@fairline/shared/wire/feed-changes';
import type { LiveItem } from './live-items';

/**
 * The feed changes of a batch, each checked against the shared schema: a socket frame is untrusted
 * input, so a kind this client does not know or a malformed item is skipped, never applied. In its own
 * chunk, loaded when the page subscribes to live topics: building the feed's schemas cost the first
 * screen's main thread (ADR 0026).
 */
export function parseLiveItems(items: readonly unknown[]): LiveItem[] {
  const changes: LiveItem[] = [];
  for (const item of items) {
    const parsed = feedChange.safeParse(item);
    if (parsed.success) changes.push(parsed.data);
  }
  return changes;
}
