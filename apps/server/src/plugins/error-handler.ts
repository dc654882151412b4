import type { WebApiError } from '@fairline/shared/wire/web-api-error';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, ErrorCodes } from '../errors';

const SERVICE_PREFIX = '/service-api/';

/** The spec's error shape for web-api; the `{Success:false}` envelope for service-api. 5xx never leaks internals. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, req, reply) => {
    const appError = toAppError(error);
    if (appError.status >= 500) req.log.error({ err: error }, 'request failed');
    else req.log.info({ code: appError.code, msg: appError.message }, 'request refused');
    return sendError(req, reply, appError);
  });
  app.setNotFoundHandler((req, reply) =>
    sendError(req, reply, new AppError('NOT_FOUND', `Route ${req.method} ${req.url.split('?')[0]} is not found`)),
  );
}

/** Sends `err` in its route family's error shape; an error answer is never stored by a cache. */
export function sendError(req: FastifyRequest, reply: FastifyReply, err: AppError) {
  return reply
    .status(err.status)
    .header('cache-control', 'no-store')
    .send(errorBody(req.url, err, req.id));
}

/** Which error shape a URL answers in: service-api's envelope, or the web-api shape everywhere else. */
export function errorFamilyOf(url: string): 'service-api' | 'web-api' {
  return url.startsWith(SERVICE_PREFIX) ? 'service-api' : 'web-api';
}

/**
 * The error body of a URL's family. Service-api's `ErrorCode` is numeric (wire format), so a named
 * code (`csrf`, `account_locked`…) falls back to the number of its error kind there; web-api keeps it.
 */
export function errorBody(url: string, err: AppError, requestId: string): Record<string, unknown> {
  if (errorFamilyOf(url) === 'service-api') {
    const code = typeof err.errorCode === 'number' ? err.errorCode : ErrorCodes[err.code].numeric;
    return { Success: false, Error: err.message, ErrorCode: code, Guid: '', Id: 0, Value: null };
  }
  const body: WebApiError = {
    message: err.message,
    error_code: err.errorCode,
    validation_errors: err.options.validationErrors ?? {},
    request_id: requestId,
  };
  return body;
}

function toAppError(error: FastifyError | AppError): AppError {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    for (const issue of error.validation) {
      const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'request';
      fields[path] ??= issue.message ?? 'Invalid value';
    }
    return new AppError('VALIDATION', `Invalid ${error.validationContext ?? 'request'}`, { validationErrors: fields });
  }
  const status = error.statusCode ?? 500;
  if (status === 413) return new AppError('PAYLOAD_TOO_LARGE', 'Request body is too large');
  if (status === 415) return new AppError('BAD_REQUEST', 'Unsupported content type', { status: 415 });
  if (status === 429) return new AppError('RATE_LIMITED', 'Too many requests, try again later');
  if (status >= 400 && status < 500) return new AppError('BAD_REQUEST', error.message || 'Bad request', { status });
  return new AppError('INTERNAL', 'Internal server error');
}
