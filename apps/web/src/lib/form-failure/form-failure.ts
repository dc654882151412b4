import type { WebApiError } from '@fairline/shared/wire/web-api-error';
import { isApiError } from '../api';

/** What a refused call means for a form: messages per field, a general message, and the lock-out flag. */
export interface FormFailure {
  fields: Record<string, string>;
  message: string;
  /** 429: too many failures, the account or address is locked for a while. */
  isLocked: boolean;
  /** The HTTP status, e.g. 401 for a wrong login or password. */
  status: number | undefined;
  errorCode: string | number | undefined;
  /** Placeholder values of client-side messages (e.g. the minimum length). */
  params?: Record<string, Record<string, string | number>>;
}

/** A refusal's body as it may arrive: the contract's fields, each still to be checked (a proxy may answer instead). */
type ErrorBody = { [K in keyof WebApiError]?: unknown };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Reads the spec's error body (message, error_code, validation_errors) off a failed call. */
export function formFailureOf(error: unknown): FormFailure {
  if (error instanceof LocalCheckError) return error.failure;
  const body: ErrorBody = isApiError(error) && isRecord(error.data) ? error.data : {};
  const fields: Record<string, string> = {};
  if (isRecord(body.validation_errors)) {
    for (const [field, value] of Object.entries(body.validation_errors)) {
      const message = Array.isArray(value) ? value[0] : value;
      if (typeof message === 'string' && message !== '') fields[field] = message;
    }
  }
  const code = body.error_code;
  return {
    fields,
    message: error instanceof Error ? error.message : String(error),
    isLocked: isApiError(error) && error.statusCode === 429,
    status: isApiError(error) ? error.statusCode : undefined,
    errorCode: typeof code === 'string' || typeof code === 'number' ? code : undefined,
  };
}

/** A failure found before calling the server: one field's message key. */
export function fieldFailure(field: string, key: string, params?: Record<string, string | number>): FormFailure {
  const failure: FormFailure = {
    fields: { [field]: key },
    message: '',
    isLocked: false,
    status: undefined,
    errorCode: undefined,
  };
  return params ? { ...failure, params: { [field]: params } } : failure;
}

/** A failed client-side check thrown inside a submit, so it travels the same path as a server refusal. */
export class LocalCheckError extends Error {
  readonly failure: FormFailure;
  constructor(field: string, key: string, params?: Record<string, string | number>) {
    super(key);
    this.failure = fieldFailure(field, key, params);
  }
}
