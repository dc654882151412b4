import {
  ApiError,
  CANCELLED_STATUS,
  createApiError,
  DOWNLOAD_TIMEOUT_STATUS,
  HTTPError,
  NETWORK_ERROR_STATUS,
  TIMEOUT_STATUS,
  TokenNotAuthenticated,
  UserNotAuthenticated,
} from './errors';
import {
  cancelMessage,
  downloadTimeoutMessage,
  isUnsuccessful,
  networkMessage,
  pickErrorMessage,
  pickErrorTitle,
  pickUnsuccessfulMessage,
  timeoutMessage,
  tokenNotAuthenticatedMessage,
} from './messages';
import { createPendingRegistry, requestKey } from './pending';
import { buildUrl } from './url';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'HEAD' | 'OPTIONS';
type Token = string | null | undefined;

export interface ApiClientConfig {
  /** Prefix for relative urls. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Token for the `auth` and `xAuth` headers when the call gives none. */
  getToken?: () => Token | Promise<Token>;
  /**
   * Renews the token after a call that used the client's token was answered 401 (given the token it
   * carried); the call is then sent again, at most MAX_AUTH_ATTEMPTS times in all.
   */
  refreshToken?: (rejected: Token) => Token | Promise<Token>;
  /** Headers sent with every call (a call's own headers win). */
  headers?: Readonly<Record<string, string>>;
}

export interface RequestOptions {
  url: string;
  method?: HttpMethod;
  /** Body of POST, PUT and DELETE (form data sent as is); query of every other method. */
  params?: Readonly<Record<string, unknown>> | FormData;
  /** Values the server assumes when a query parameter is absent, so they are not sent. */
  defaults?: Readonly<Record<string, unknown>>;
  /** Appended to the url as /{segment}, each encoded. */
  path?: readonly (string | number)[];
  headers?: Readonly<Record<string, string>>;
  /** Milliseconds before the call is aborted with status 1488 (1489 if the body was downloading). */
  timeout?: number;
  noCache?: boolean;
  /** Adds Authorization: Bearer with the client's token (renewed and sent again on a 401). */
  auth?: boolean;
  /** Adds x-auth: Bearer with the call's or the client's token (renewed and sent again on a 401). */
  xAuth?: boolean;
  /** Explicit token for the Authorization header. */
  token?: string;
  signal?: AbortSignal;
  /** A second identical call (method, url, params) gets the first one's pending promise. */
  nonParallel?: boolean;
  /** Uses the json-api media type instead of plain JSON. */
  jsonApi?: boolean;
  hideFromLog?: boolean;
}

export type ApiResult<T> =
  | { data: T; error: null; headers: Headers }
  | { data: null; error: ApiError; headers: Headers | null };

export interface ApiClient {
  request<T>(options: RequestOptions): Promise<ApiResult<T>>;
  requestOrThrow<T>(options: RequestOptions): Promise<T>;
  cancelAll(): void;
}

const BODY_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'DELETE']);
const JSON_TYPE = 'application/json';
const JSON_API_TYPE = 'application/vnd.api+json';
/** Sends of one call whose token is refused with 401 before it fails with token-not-authenticated (spec). */
export const MAX_AUTH_ATTEMPTS = 3;
const TIMEOUT = Symbol('timeout');
const CANCEL = Symbol('cancel');

type Phase = 'prepare' | 'connect' | 'download';

/** Creates the app's fetch client with the spec's request conventions and error names. */
export function createApiClient(config: ApiClientConfig = {}): ApiClient {
  const fetchImpl = config.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const pending = createPendingRegistry();

  async function request<T>(options: RequestOptions): Promise<ApiResult<T>> {
    const method = options.method ?? 'GET';
    const hasBody = BODY_METHODS.has(method);
    let url: string;
    try {
      const query = hasBody || options.params instanceof FormData ? undefined : options.params;
      url = buildUrl({ ...options, baseUrl: config.baseUrl, query });
    } catch (cause) {
      return failure(thrownError(cause, 'prepare', options.url, options));
    }
    const body = hasBody ? options.params : undefined;
    const key = options.nonParallel ? requestKey(method, url, body) : undefined;
    return pending.share(key, () => execute<T>(method, url, body, options));
  }

  async function execute<T>(
    method: string,
    url: string,
    body: unknown,
    options: RequestOptions,
  ): Promise<ApiResult<T>> {
    const controller = new AbortController();
    const untrack = pending.track(controller);
    const forwardAbort = () => controller.abort(CANCEL);
    if (options.signal?.aborted) forwardAbort();
    options.signal?.addEventListener('abort', forwardAbort, { once: true });
    const timer = options.timeout ? setTimeout(() => controller.abort(TIMEOUT), options.timeout) : undefined;
    let phase: Phase = 'prepare';
    try {
      for (let attempt = 1; ; attempt += 1) {
        phase = 'prepare';
        const { init, token } = await raceAbort(buildInit(method, body, options, controller.signal), controller.signal);
        phase = 'connect';
        const response = await raceAbort(fetchImpl(url, init), controller.signal);
        phase = 'download';
        const payload = parseBody(await raceAbort(response.text(), controller.signal));
        if (response.status !== 401 || !renewsToken(options)) return settle<T>(response, payload, options);
        if (attempt >= MAX_AUTH_ATTEMPTS) {
          const message = tokenNotAuthenticatedMessage(url);
          const error = new TokenNotAuthenticated({ message, data: payload, hideFromLog: options.hideFromLog });
          return failure(error, response.headers);
        }
        phase = 'prepare';
        const renewal = await raceAbort(renewToken(token), controller.signal);
        if (renewal instanceof ApiError) return failure(renewal);
        if (renewal === 'failed') return settle<T>(response, payload, options);
      }
    } catch (cause) {
      return failure(abortError(controller.signal, phase, url, options) ?? thrownError(cause, phase, url, options));
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', forwardAbort);
      untrack();
    }
  }

  /** Only calls that took the client's token can be helped by renewing it. */
  function renewsToken(options: RequestOptions): boolean {
    return Boolean(options.auth || options.xAuth) && !options.token && config.refreshToken !== undefined;
  }

  async function renewToken(rejected: Token): Promise<'renewed' | 'failed' | ApiError> {
    try {
      await config.refreshToken?.(rejected);
      return 'renewed';
    } catch (cause) {
      // Logged out is the real answer; any other failure to renew leaves the call's own 401 standing.
      return cause instanceof UserNotAuthenticated ? cause : 'failed';
    }
  }

  async function buildInit(method: string, body: unknown, options: RequestOptions, signal: AbortSignal) {
    const isForm = body instanceof FormData;
    const headers = new Headers();
    // A body type without a body is an empty JSON document, which strict servers refuse.
    if (!isForm && body !== undefined) headers.set('Content-Type', options.jsonApi ? JSON_API_TYPE : JSON_TYPE);
    const token = options.token ?? (options.auth || options.xAuth ? await config.getToken?.() : undefined);
    if (token && (options.auth || options.token)) headers.set('Authorization', `Bearer ${token}`);
    if (token && options.xAuth) headers.set('x-auth', `Bearer ${token}`);
    for (const [name, value] of Object.entries(config.headers ?? {})) headers.set(name, value);
    for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
    const init: RequestInit = { method, headers, credentials: 'same-origin', redirect: 'manual', signal };
    if (options.noCache) init.cache = 'no-store';
    if (isForm) init.body = body;
    else if (body !== undefined) init.body = JSON.stringify(body);
    return { init, token };
  }

  async function requestOrThrow<T>(options: RequestOptions): Promise<T> {
    const result = await request<T>(options);
    if (result.error) throw result.error;
    return result.data;
  }

  return { request, requestOrThrow, cancelAll: () => pending.cancelAll(CANCEL) };
}

function settle<T>(response: Response, payload: unknown, options: RequestOptions): ApiResult<T> {
  const shared = { data: payload, hideFromLog: options.hideFromLog };
  if (!response.ok) {
    const message = pickErrorMessage(payload, response.statusText);
    const title = pickErrorTitle(payload, response.statusText);
    return failure(createApiError({ ...shared, statusCode: response.status, message, title }), response.headers);
  }
  if (isUnsuccessful(payload)) {
    const message = pickUnsuccessfulMessage(payload);
    const title = pickErrorTitle(payload);
    return failure(createApiError({ ...shared, statusCode: response.status, message, title }), response.headers);
  }
  return { data: payload as T, error: null, headers: response.headers };
}

function abortError(signal: AbortSignal, phase: Phase, url: string, options: RequestOptions): ApiError | undefined {
  if (!signal.aborted) return undefined;
  const { hideFromLog } = options;
  if (signal.reason === TIMEOUT && phase === 'download') {
    return new HTTPError({ statusCode: DOWNLOAD_TIMEOUT_STATUS, message: downloadTimeoutMessage(url), hideFromLog });
  }
  if (signal.reason === TIMEOUT) {
    return new HTTPError({ statusCode: TIMEOUT_STATUS, message: timeoutMessage(url), hideFromLog });
  }
  // Cancelling is intended (unmount, logout), so it stays out of the log unless the call says otherwise.
  const cancelled = { statusCode: CANCELLED_STATUS, message: cancelMessage(url), isCancel: true };
  return new HTTPError({ ...cancelled, hideFromLog: hideFromLog ?? true });
}

/** Not an abort: a failure before sending keeps its own message, anything later is the network's fault. */
function thrownError(cause: unknown, phase: Phase, url: string, options: RequestOptions): ApiError {
  // The token source's own errors (e.g. user-not-authenticated) already say what went wrong.
  if (phase === 'prepare' && cause instanceof ApiError) return cause;
  const message = phase === 'prepare' ? pickErrorMessage(undefined, errorText(cause)) : networkMessage(url);
  return new HTTPError({ statusCode: NETWORK_ERROR_STATUS, message, cause, hideFromLog: options.hideFromLog });
}

function failure(error: ApiError, headers: Headers | null = null): ApiResult<never> {
  return { data: null, error, headers };
}

/** Parses JSON answers; other text is returned as is, and an empty body as null. */
function parseBody(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function errorText(cause: unknown): string | undefined {
  return cause instanceof Error ? cause.message : undefined;
}

/** Settles with the abort reason as soon as the signal fires, even if the awaited work ignores it. */
function raceAbort<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
