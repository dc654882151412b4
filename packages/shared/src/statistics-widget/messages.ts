// The statistics widget's window-message protocol (spec: "The host and the widget exchange these window
// messages"), both ways. Every message is an envelope `{ source, listenerId, type, payload }`: `source`
// says who sent it, `listenerId` is the host's `postMessageListenerId`. A message is read only when its
// origin is allowed, its envelope and payload have the type's shape and it is addressed to this listener.
import { z } from 'zod';
import { isAllowedOrigin } from './origins';
import { isTimeZone } from './params';

/** The `source` of what the widget sends. */
export const WIDGET_SOURCE = 'fairline-statistics-widget';
/** The `source` of what the host sends. */
export const HOST_SOURCE = 'fairline-statistics-host';

const id = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);
const label = z.string().max(200);
/** A toggled block of the widget's pages (`form`, `h2h`, `table`, …). */
const item = z.string().regex(/^[\w-]{1,40}$/);

/** One outcome as a slip names it: the game, the market group, the outcome type and its line. */
export const widgetBetRef = z.object({ gameId: id, group: id, type: id, param: z.number().finite() });
export type WidgetBetRef = z.infer<typeof widgetBetRef>;

/** A bet the widget hands to the host's slip: the outcome, its price and what the slip shows of it. */
export const widgetBet = widgetBetRef.extend({
  constId: id,
  sportId: id,
  coef: z.number().min(1).max(100_000),
  isLive: z.boolean(),
  game: label,
  market: label,
  outcome: label,
  champ: label.optional(),
});
export type WidgetBet = z.infer<typeof widgetBet>;

/** What the widget sends, by type. */
export const widgetPayloads = {
  /** The content's height changed (CSS pixels): the host sizes the frame. */
  heightChange: z.object({ height: z.number().int().min(0).max(100_000) }),
  /** The widget's route changed: its path, the host-side path (under `transformPrefix`), whether it can go back. */
  historyRouteChange: z.object({ path: z.string().max(300), hostPath: z.string().max(300), canGoBack: z.boolean() }),
  /** A block was hidden or shown again (the widget keeps the choice under its key prefix). */
  hideItemToggle: z.object({ item, isHidden: z.boolean() }),
  /** The page's title, for the host's document. */
  setDocumentTitle: z.object({ title: label }),
  /** Put this outcome into the host's bet slip. */
  sendBet: z.object({ bet: widgetBet }),
  /** Ask for the host's slip; answered by `couponData` with the same request id. */
  getCouponData: z.object({ requestId: z.string().regex(/^[\w-]{1,40}$/) }),
} as const;

/** What the host sends, by type. */
export const hostPayloads = {
  /** Go back in the widget's own history (the host's back button). */
  historyBack: z.object({}),
  /** Go forward in the widget's own history. */
  historyForward: z.object({}),
  /** Open this statistics page in the widget (the part after `statisticpopup/`): the host's history moved. */
  historyRouteChange: z.object({ path: z.string().regex(/^[\w-]+(?:\/[\w-]+){0,4}$/) }),
  /** Hide or show a block (the widget keeps the choice under its key prefix). */
  hideItemToggle: z.object({ item, isHidden: z.boolean() }),
  /** The outcomes in the host's slip now: the widget marks them. */
  betsUpdate: z.object({ bets: z.array(widgetBetRef).max(100) }),
  /** The answer to `getCouponData`: the slip's outcomes and how many there are. */
  couponData: z.object({
    requestId: z.string().regex(/^[\w-]{1,40}$/),
    bets: z.array(widgetBetRef).max(100),
    count: z.number().int().min(0).max(100),
  }),
  /** The host's settings changed: 12-hour clock, dark theme, right-to-left, time zone, analytics tag id. */
  settingsChange: z
    .object({
      is12h: z.boolean(),
      isDarkTheme: z.boolean(),
      isRtl: z.boolean(),
      timeZone: z.string().refine((zone) => zone === '' || isTimeZone(zone), 'not a time zone'),
      gTagId: z.string().regex(/^(?:(?:G|UA|GT|AW)-[A-Z0-9-]{4,20})?$/),
    })
    .partial(),
} as const;

type Payloads<T extends Record<string, z.ZodType>> = { [K in keyof T]: z.infer<T[K]> };
export type WidgetPayloads = Payloads<typeof widgetPayloads>;
export type HostPayloads = Payloads<typeof hostPayloads>;
export type WidgetMessageType = keyof WidgetPayloads;
export type HostMessageType = keyof HostPayloads;

/** A message the widget sent, as the host reads it. */
export type WidgetMessage = { [K in WidgetMessageType]: { type: K; payload: WidgetPayloads[K] } }[WidgetMessageType];
/** A message the host sent, as the widget reads it. */
export type HostMessage = { [K in HostMessageType]: { type: K; payload: HostPayloads[K] } }[HostMessageType];

type Envelope<Type, Payload> = { source: string; listenerId: string; type: Type; payload: Payload };

/** The envelope the widget posts. */
export function widgetMessage<K extends WidgetMessageType>(
  listenerId: string,
  type: K,
  payload: WidgetPayloads[K],
): Envelope<K, WidgetPayloads[K]> {
  return { source: WIDGET_SOURCE, listenerId, type, payload };
}

/** The envelope the host posts. */
export function hostMessage<K extends HostMessageType>(
  listenerId: string,
  type: K,
  payload: HostPayloads[K],
): Envelope<K, HostPayloads[K]> {
  return { source: HOST_SOURCE, listenerId, type, payload };
}

const envelope = z.object({
  source: z.string(),
  listenerId: z.string().max(64),
  type: z.string().max(40),
  payload: z.unknown(),
});

/** Who may talk to whom: the allowed origin patterns, our own origin, the listener id. */
export interface MessagePolicy {
  allowed: readonly string[];
  self?: string;
  listenerId: string;
}

function read(
  event: { origin: string; data: unknown },
  source: string,
  payloads: Readonly<Record<string, z.ZodType>>,
  policy: MessagePolicy,
): { type: string; payload: unknown } | null {
  if (!isAllowedOrigin(event.origin, policy.allowed, policy.self)) return null;
  const env = envelope.safeParse(event.data);
  if (!env.success || env.data.source !== source || env.data.listenerId !== policy.listenerId) return null;
  const schema = Object.hasOwn(payloads, env.data.type) ? payloads[env.data.type] : undefined;
  const payload = schema?.safeParse(env.data.payload);
  return payload?.success ? { type: env.data.type, payload: payload.data } : null;
}

/** A host's message as the widget reads it; null when the origin, the envelope, the listener or the payload is wrong. */
export function readHostMessage(event: { origin: string; data: unknown }, policy: MessagePolicy): HostMessage | null {
  return read(event, HOST_SOURCE, hostPayloads, policy) as HostMessage | null;
}

/** A widget's message as the host reads it; null when the origin, the envelope, the listener or the payload is wrong. */
export function readWidgetMessage(
  event: { origin: string; data: unknown },
  policy: MessagePolicy,
): WidgetMessage | null {
  return read(event, WIDGET_SOURCE, widgetPayloads, policy) as WidgetMessage | null;
}

/** The local-storage key of a hidden block: one prefix per listener, so two hosts' choices never mix. */
export function hiddenItemKey(listenerId: string, item: string): string {
  return `${HIDDEN_ITEM_PREFIX}${listenerId}:${item}`;
}

/** The prefix every hidden-block key of the widget starts with. */
export const HIDDEN_ITEM_PREFIX = 'statistics-widget:hidden:';
