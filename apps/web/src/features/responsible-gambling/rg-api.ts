// Player protection's calls. Limits and blocks decide whether the player may play, so every answer is
// parsed with the shared wire schema: a drifted answer fails the call instead of showing a wrong limit.
import {
  accountHistoryAnswer,
  type RealityCheckRequest,
  type RgLimitKind,
  type RgLimitPeriod,
  type RgLimitsRequest,
  realityCheckAnswer,
  rgBlockAnswer,
  rgLimitsAnswer,
  type SelfExclusionPeriod,
  sessionLimitAnswer,
  type TimeOutPeriod,
} from '@fairline/shared/wire/responsible-gambling';
import { http } from '../../lib/http';

export const RG_URL = '/web-api/api/web/user/v1';
/** The history as CSV: a plain link (the session cookie goes with it). */
export const HISTORY_CSV_URL = `${RG_URL}/account-history.csv`;

export const rgKeys = {
  limits: (kind: RgLimitKind) => ['rg', `${kind}-limits`] as const,
  session: ['rg', 'session-limit'] as const,
  reality: ['rg', 'reality-check'] as const,
  block: (path: BlockPath) => ['rg', path] as const,
  history: ['rg', 'account-history'] as const,
};

export type BlockPath = 'time-out' | 'self-exclusion';

const get = (path: string) => http.requestOrThrow<unknown>({ url: `${RG_URL}/${path}`, noCache: true });
const put = (path: string, attributes: object) =>
  http.requestOrThrow<unknown>({ url: `${RG_URL}/${path}`, method: 'PUT', params: { data: { attributes } } });

export const fetchRgLimits = (kind: RgLimitKind) =>
  get(`${kind}-limits`).then((a) => rgLimitsAnswer.parse(a).data.attributes);

/** Sets limits (null removes one; the amount in force again cancels a pending change). */
export const saveRgLimits = (kind: RgLimitKind, limits: { period: RgLimitPeriod; amount: string | null }[]) =>
  put(`${kind}-limits`, { limits } satisfies RgLimitsRequest['data']['attributes']).then(
    (a) => rgLimitsAnswer.parse(a).data.attributes,
  );

export const fetchSessionLimit = () => get('session-limit').then((a) => sessionLimitAnswer.parse(a).data.attributes);
export const saveSessionLimit = (minutes: number | null) =>
  put('session-limit', { minutes }).then((a) => sessionLimitAnswer.parse(a).data.attributes);

export const fetchRealityCheck = () => get('reality-check').then((a) => realityCheckAnswer.parse(a).data.attributes);
export const saveRealityCheck = (attributes: RealityCheckRequest['data']['attributes']) =>
  put('reality-check', attributes).then((a) => realityCheckAnswer.parse(a).data.attributes);

export const fetchBlock = (path: BlockPath) => get(path).then((a) => rgBlockAnswer.parse(a).data.attributes);
export const startBlock = (path: BlockPath, period: TimeOutPeriod | SelfExclusionPeriod) =>
  put(path, { period, confirm: true }).then((a) => rgBlockAnswer.parse(a).data.attributes);

export const fetchAccountHistory = () =>
  get('account-history').then((a) => accountHistoryAnswer.parse(a).data.attributes);
