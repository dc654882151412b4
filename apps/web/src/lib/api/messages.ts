// Raw client texts stay in Russian as the spec gives them; screens translate by statusCode, not by text.
export const GENERIC_SERVER_ERROR = 'Ошибка сервера. Попробуйте позже';
export const GENERIC_QUERY_ERROR = 'Ошибка выполнения запроса';

export const timeoutMessage = (url: string): string => `Время запроса истекло: ${url}`;
export const downloadTimeoutMessage = (url: string): string => `Время загрузки ответа истекло: ${url}`;
export const cancelMessage = (url: string): string => `Запрос отменён: ${url}`;
export const networkMessage = (url: string): string => `Ошибка сети: ${url}`;

// The service-token texts are the spec's own (English) wording.
export const USER_NOT_AUTHENTICATED_MESSAGE = 'User is not authenticated';
export const DATE_HEADER_UNDEFINED_MESSAGE = 'Date header is undefined';
export const TOKEN_LOST_MESSAGE = 'Service token is lost';
export const tokenNotAuthenticatedMessage = (url: string): string => `Token is not authenticated: ${url}`;

/**
 * The spec's message choice for a failed call: the first errors entry's detail, else the response
 * message, else the thrown message, else a generic server-error text.
 */
export function pickErrorMessage(body: unknown, thrownMessage?: string): string {
  return (
    firstErrorField(body, 'detail') ?? textField(body, 'message') ?? nonEmpty(thrownMessage) ?? GENERIC_SERVER_ERROR
  );
}

/** Message of a 2xx answer flagged unsuccessful: its message, Error or detail, else a generic query-error text. */
export function pickUnsuccessfulMessage(body: unknown): string {
  return (
    textField(body, 'message') ??
    textField(body, 'Error') ??
    textField(body, 'detail') ??
    firstErrorField(body, 'detail') ??
    GENERIC_QUERY_ERROR
  );
}

/** Title for an error: the first errors entry's title, else the response title, else the status text. */
export function pickErrorTitle(body: unknown, statusText?: string): string | undefined {
  return firstErrorField(body, 'title') ?? textField(body, 'title') ?? nonEmpty(statusText);
}

/** A body flagged unsuccessful: `success: false`, or `Success: false` in the service envelope. */
export function isUnsuccessful(body: unknown): boolean {
  return isRecord(body) && (body.success === false || body.Success === false);
}

function firstErrorField(body: unknown, field: string): string | undefined {
  if (!isRecord(body) || !Array.isArray(body.errors)) return undefined;
  return textField(body.errors[0], field);
}

function textField(source: unknown, field: string): string | undefined {
  return isRecord(source) && typeof source[field] === 'string' ? nonEmpty(source[field]) : undefined;
}

function nonEmpty(text: string | undefined): string | undefined {
  return text === undefined || text.trim() === '' ? undefined : text;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
