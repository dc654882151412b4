/** Error codes of the platform; each maps to one HTTP status in one place. */
export const ErrorCodes = {
  VALIDATION: { status: 400, numeric: 1 },
  BAD_REQUEST: { status: 400, numeric: 2 },
  UNAUTHORIZED: { status: 401, numeric: 3 },
  FORBIDDEN: { status: 403, numeric: 4 },
  NOT_FOUND: { status: 404, numeric: 5 },
  CONFLICT: { status: 409, numeric: 6 },
  UNKNOWN_PARTNER: { status: 406, numeric: 7 },
  PAYLOAD_TOO_LARGE: { status: 413, numeric: 8 },
  RATE_LIMITED: { status: 429, numeric: 9 },
  UNAVAILABLE: { status: 503, numeric: 10 },
  INTERNAL: { status: 500, numeric: 11 },
  /** A business refusal on a service-api call: HTTP 200 with `Success: false`. */
  BUSINESS: { status: 200, numeric: 12 },
} as const;

export type ErrorCode = keyof typeof ErrorCodes;

/** The one error type of the server. `validationErrors` is keyed by field. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly options: { validationErrors?: Record<string, string>; errorCode?: number | string; status?: number } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.status = options.status ?? ErrorCodes[code].status;
  }
  get errorCode(): number | string {
    return this.options.errorCode ?? ErrorCodes[this.code].numeric;
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} is not found`);
export const badRequest = (message: string, validationErrors?: Record<string, string>) =>
  new AppError(validationErrors ? 'VALIDATION' : 'BAD_REQUEST', message, validationErrors ? { validationErrors } : {});
