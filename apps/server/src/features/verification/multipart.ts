import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors';

/** One file part of a multipart body (the name the browser sent is kept for nothing but logs). */
export interface UploadedFile {
  field: string;
  bytes: Buffer;
}

export interface MultipartLimits {
  /** The whole body, files and fields together. */
  bodyLimit: number;
  maxFiles: number;
  maxFileBytes: number;
  maxFields: number;
}

const BOUNDARY = /boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i;
const NAME = /\bname="([^"]{1,100})"/i;
const FILENAME = /\bfilename\*?=/i;
const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');

const bad = (message: string) => new AppError('BAD_REQUEST', message, { errorCode: 'bad_multipart' });

/**
 * Splits a buffered multipart/form-data body into text fields and file parts. The body is bounded by
 * the route's body limit before it gets here; counts and per-file sizes are checked as parts are read.
 */
export function parseMultipart(
  body: Buffer,
  contentType: string,
  limits: Omit<MultipartLimits, 'bodyLimit'>,
): { fields: Record<string, string>; files: UploadedFile[] } {
  const match = BOUNDARY.exec(contentType);
  const boundary = match?.[1] ?? match?.[2];
  if (!boundary) throw bad('multipart/form-data needs a boundary');
  const delimiter = Buffer.from(`--${boundary}`);
  const fields: Record<string, string> = Object.create(null);
  const files: UploadedFile[] = [];
  let at = body.indexOf(delimiter);
  if (at < 0) throw bad('Malformed multipart body');
  for (;;) {
    at += delimiter.length;
    if (body[at] === 0x2d && body[at + 1] === 0x2d) break; // the closing --boundary--
    if (!body.subarray(at, at + 2).equals(CRLF)) throw bad('Malformed multipart body');
    const headerEnd = body.indexOf(HEADER_END, at);
    if (headerEnd < 0 || headerEnd - at > 2048) throw bad('Malformed multipart part');
    const headers = body.toString('utf8', at + 2, headerEnd);
    const next = body.indexOf(Buffer.concat([CRLF, delimiter]), headerEnd + 4);
    if (next < 0) throw bad('Unterminated multipart body');
    const content = body.subarray(headerEnd + 4, next);
    const name = NAME.exec(headers)?.[1];
    if (!name || name === '__proto__' || name === 'constructor' || name === 'prototype') {
      throw bad('A multipart part has no usable name');
    }
    if (FILENAME.test(headers)) {
      if (files.length >= limits.maxFiles) {
        throw new AppError('VALIDATION', `At most ${limits.maxFiles} files at once`, {
          errorCode: 'too_many_files',
          validationErrors: { file: 'too_many_files' },
        });
      }
      if (content.length > limits.maxFileBytes) {
        throw new AppError('PAYLOAD_TOO_LARGE', `A file may be at most ${limits.maxFileBytes} bytes`, {
          errorCode: 'file_too_large',
        });
      }
      if (content.length > 0) files.push({ field: name, bytes: Buffer.from(content) });
    } else {
      if (Object.keys(fields).length >= limits.maxFields || content.length > 1024)
        throw bad('Too many or too long fields');
      fields[name] = content.toString('utf8');
    }
    at = next + 2;
  }
  return { fields: { ...fields }, files };
}

/**
 * Lets a scope take multipart/form-data bodies up to `bodyLimit`: the text fields become the body the
 * route's schema validates, the files are kept beside it (read with `filesOf`), so they never pass
 * through the body's text guards as millions of array entries.
 */
export function acceptMultipart(scope: FastifyInstance, limits: MultipartLimits) {
  const filesByRequest = new WeakMap<FastifyRequest, UploadedFile[]>();
  scope.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit: limits.bodyLimit },
    (req, body, done) => {
      try {
        const parsed = parseMultipart(body as Buffer, req.headers['content-type'] ?? '', limits);
        filesByRequest.set(req, parsed.files);
        done(null, parsed.fields);
      } catch (error) {
        done(error as Error);
      }
    },
  );
  return { filesOf: (req: FastifyRequest) => filesByRequest.get(req) ?? [] };
}
