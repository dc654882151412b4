// The topic names live in packages/shared, where the web client builds the same ones.
export { type ParsedTopic, parseTopic, type TopicFeed, topics } from '@fairline/shared/realtime/topics';
