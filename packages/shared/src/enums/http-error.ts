// HTTP error names and the status codes the client knows, including two internal timeout codes.

export const HttpStatus = {
  Ok: 200,
  Created: 201,
  BadRequest: 400,
  Unauthorized: 401,
  Forbidden: 403,
  NotFound: 404,
  MethodNotAllowed: 405,
  UnsupportedMediaType: 415,
  TooManyRequests: 429,
  UnavailableForLegalReasons: 451,
  ClientClosedRequest: 499,
  InternalServerError: 500,
  NotImplemented: 501,
  BadGateway: 502,
  Timeout: 1488,
  DownloadTimeout: 1489,
} as const;
export type HttpStatus = (typeof HttpStatus)[keyof typeof HttpStatus];

export type HttpErrorName = 'BadRequest' | 'Unauthorized' | 'Forbidden' | 'NotFound' | 'HTTPError';

const NAMED_ERRORS: ReadonlyMap<number, HttpErrorName> = new Map([
  [HttpStatus.BadRequest, 'BadRequest'],
  [HttpStatus.Unauthorized, 'Unauthorized'],
  [HttpStatus.Forbidden, 'Forbidden'],
  [HttpStatus.NotFound, 'NotFound'],
]);

/** Error name for a failed status: 400, 401, 403 and 404 have their own, every other is HTTPError. */
export function httpErrorName(status: number): HttpErrorName {
  return NAMED_ERRORS.get(status) ?? 'HTTPError';
}

/** Whether the status is one of the client's internal timeout codes rather than a server answer. */
export function isTimeoutStatus(status: number): boolean {
  return status === HttpStatus.Timeout || status === HttpStatus.DownloadTimeout;
}
