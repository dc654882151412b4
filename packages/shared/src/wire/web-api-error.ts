// The error body of every refused call outside service-api (whose refusals are its envelope, see
// service-envelope.ts): the spec's message, error_code and validation_errors, plus the request id
// the server logged the refusal under. Forms read their field messages from it.
import { z } from 'zod';

/** A web-api refusal (any 4xx or 5xx status). */
export const webApiError = z.object({
  message: z.string().describe('Readable, in English'),
  error_code: z
    .union([z.number().int(), z.string()])
    .describe('A named code (account_locked, captcha_required…) or the number of the error kind'),
  validation_errors: z
    .record(z.string(), z.string())
    .describe('Field name → message key; empty when no field is at fault'),
  request_id: z.string(),
});
export type WebApiError = z.infer<typeof webApiError>;
