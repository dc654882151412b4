export { createFeedFreshness, type FeedFreshness, feedFreshness, staleSeconds } from './feed-freshness';
export { type ClientMessage, liveTopics, type ServerFrame } from './live-protocol';
export { createLiveSocket, type LiveSocket, type LiveSocketOptions, type WebSocketLike } from './live-socket';
export { StaleDataWarning, type StaleDataWarningProps } from './stale-data-warning';
export { useFeedStaleness } from './use-feed-staleness';
