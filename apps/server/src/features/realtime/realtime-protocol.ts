// The `/ws` protocol as published in OpenAPI. The frames themselves are the shared schemas
// (@fairline/shared/wire/live-frames), the numbers are in @fairline/shared/realtime/protocol.
import { LIVE_PROTOCOL_VERSION, RealtimeLimits } from '@fairline/shared/realtime/protocol';
import { flushDefaults } from './flush-window';

const { minFlushMs: minMs, maxFlushMs: maxMs } = flushDefaults;
const framesPerSecond = flushDefaults.framesPerSecond.toLocaleString('en-US');

/** The protocol as published in OpenAPI, next to `GET /ws`. */
export const protocolDescription = [
  `One WebSocket for everything live. Upgrade \`GET /ws?v=${LIVE_PROTOCOL_VERSION}\` (protocol version; absent means ${LIVE_PROTOCOL_VERSION},`,
  'another is refused with 400); a plain GET answers 426.',
  '',
  `Client → server (JSON text frames, at most ${RealtimeLimits.maxMessageBytes / 1024} KiB): \`{"op":"sub","topics":[…]}\`, \`{"op":"unsub","topics":[…]}\`,`,
  `\`{"op":"ping"}\`. At most ${RealtimeLimits.maxTopicsPerClient} topics per connection. \`"snapshot":false\` in a \`sub\` asks for no snapshot`,
  'frames for those topics (a client that has their state over HTTP already).',
  '',
  'Topics: `feed:sport:<sportId>:line|live` (a sport list), `feed:champ:<champId>`, `feed:game:<gameId>`,',
  '`feed:games` (games added and removed); `user:<userId>` (bet status and balance) only for that signed-in user;',
  '`casino:crash:<room>` (a live crash room of our studio, ADR 0058: `crash:betting|flight|bet|cashout|bust` items), anyone.',
  '`casino:jackpot` (the studio jackpot, ADR 0066: `jackpot:pools` at most once a second, `jackpot:won`), anyone.',
  '`casino:tournament:<id>` (a casino tournament’s leaderboard head, ADR 0065: `tournament:board` items), anyone.',
  '',
  'Server → client: `{"t":"subscribed","topics":[…],"rejected":[{topic,reason}]}`, `{"t":"unsubscribed","topics":[…]}`,',
  '`{"t":"snapshot","ts","topic","data"}` (current state, right after subscribing, when available),',
  '`{"t":"batch","ts","items":[…]}` (every change since the last batch; at most one frame per flush),',
  '`{"t":"pong","ts"}`, `{"t":"error","code":"bad_message","message"}`.',
  '',
  'Batch items are deltas with absolute values, merged so only the latest value per thing is sent:',
  '`{"t":"odds","gameId","e":[{T,G,P?,C,B?}]}`, `{"t":"score","gameId","sc":{…}}` (the whole score block),',
  '`{"t":"status","gameId","status"}`, `{"t":"game+","game":{…}}`, `{"t":"game-","gameId"}`.',
  '',
  `A client gets at most one batch per window: ${minMs} ms while few clients get frames, stretched so`,
  `that an instance sends at most about ${framesPerSecond} frames a second, up to ${maxMs} ms. Clients are`,
  'flushed in turn over the window, so a change reaches each one within a window (plus the send).',
  '',
  'The server pings every 20 s and drops a connection silent for 40 s. A client that cannot keep up is',
  'skipped while its buffer is full (its changes keep merging, latest value per thing) and closed with',
  '1013 (slow consumer) once its buffer passes 8 MiB or it has been skipped for 6 s;',
  '1001 means the server is shutting down; 4001 that the session the socket signed in with ended (logout,',
  'a block, a password change), so it reconnects as a guest or with its new session.',
  'Reconnect with backoff and subscribe again.',
].join('\n');
