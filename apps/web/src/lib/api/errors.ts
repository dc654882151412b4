/** Status codes the client knows, including the internal timeout codes. */
export const KNOWN_STATUS_CODES = [
  200, 201, 400, 401, 403, 404, 405, 415, 429, 451, 499, 500, 501, 502, 1488, 1489,
] as const;

/** No HTTP answer at all: the network failed or the request could not be built. */
export const NETWORK_ERROR_STATUS = 0;
/** Client closed request: used for cancelled requests. */
export const CANCELLED_STATUS = 499;
/** Internal: no response headers before the timeout. */
export const TIMEOUT_STATUS = 1488;
/** Internal: the response body did not finish downloading before the timeout. */
export const DOWNLOAD_TIMEOUT_STATUS = 1489;

export interface ApiErrorInit {
  statusCode: number;
  message: string;
  title?: string;
  data?: unknown;
  isCancel?: boolean;
  hideFromLog?: boolean;
  cause?: unknown;
}

type FixedStatusInit = Omit<ApiErrorInit, 'statusCode'>;

/** Every failure the client reports: the spec's statusCode, message, title and data. */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly title: string;
  readonly data: unknown;
  readonly isCancel: boolean;
  readonly hideFromLog: boolean;

  constructor(init: ApiErrorInit, name = 'ApiError') {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = name;
    this.statusCode = init.statusCode;
    this.title = init.title ?? name;
    this.data = init.data ?? null;
    this.isCancel = init.isCancel ?? false;
    this.hideFromLog = init.hideFromLog ?? false;
  }
}

export class BadRequest extends ApiError {
  constructor(init: FixedStatusInit) {
    super({ ...init, statusCode: 400 }, 'BadRequest');
  }
}

export class Unauthorized extends ApiError {
  constructor(init: FixedStatusInit) {
    super({ ...init, statusCode: 401 }, 'Unauthorized');
  }
}

export class Forbidden extends ApiError {
  constructor(init: FixedStatusInit) {
    super({ ...init, statusCode: 403 }, 'Forbidden');
  }
}

export class NotFound extends ApiError {
  constructor(init: FixedStatusInit) {
    super({ ...init, statusCode: 404 }, 'NotFound');
  }
}

export class HTTPError extends ApiError {
  constructor(init: ApiErrorInit) {
    super(init, 'HTTPError');
  }
}

/** Why a service-token step failed: the spec's error codes. */
export type ServiceTokenErrorCode =
  | 'user-not-authenticated'
  | 'token-not-authenticated'
  | 'date-header-undefined'
  | 'token-lost';

/** A failure of the service token: its spec code beside the usual statusCode, message and data. */
export class ServiceTokenError extends ApiError {
  readonly code: ServiceTokenErrorCode;

  constructor(code: ServiceTokenErrorCode, init: ApiErrorInit, name = 'ServiceTokenError') {
    super(init, name);
    this.code = code;
  }
}

/**
 * The service token was refused with 403: nobody is logged in. Status 401 so that every screen that
 * answers a 401 with the login form does so here too.
 */
export class UserNotAuthenticated extends ServiceTokenError {
  constructor(init: FixedStatusInit) {
    super('user-not-authenticated', { ...init, statusCode: 401 }, 'UserNotAuthenticated');
  }
}

/** A service call was still refused with 401 after its last attempt with a refreshed token. */
export class TokenNotAuthenticated extends ServiceTokenError {
  constructor(init: FixedStatusInit) {
    super('token-not-authenticated', { ...init, statusCode: 401 }, 'TokenNotAuthenticated');
  }
}

/** Builds the error class the spec names for a status: 400, 401, 403, 404 by name, anything else HTTPError. */
export function createApiError(init: ApiErrorInit): ApiError {
  switch (init.statusCode) {
    case 400:
      return new BadRequest(init);
    case 401:
      return new Unauthorized(init);
    case 403:
      return new Forbidden(init);
    case 404:
      return new NotFound(init);
    default:
      return new HTTPError(init);
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
