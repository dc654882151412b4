// Test support of verification: sample documents built byte by byte, multipart bodies, and the whole
// sandbox flow a player goes through (identity data and a document, submit, the provider's hosted
// step approving) for tests that need a verified player, e.g. to withdraw.
import { crc32 } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

const segment = (marker: number, payload: Buffer) => {
  const head = Buffer.alloc(4);
  head.writeUInt8(0xff, 0);
  head.writeUInt8(marker, 1);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
};

/** A JPEG's structure: JFIF, an EXIF segment holding `exif`, a comment, tables, a scan, EOI, then `trailing`. */
export function sampleJpeg(opts: { exif?: string; trailing?: string; seed?: number } = {}): Buffer {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1')),
    segment(0xe1, Buffer.from(`Exif\0\0${opts.exif ?? 'GPS 51.5N 0.1W Camera X'}`, 'latin1')),
    segment(0xfe, Buffer.from('taken at home', 'latin1')),
    segment(0xdb, Buffer.alloc(65, 1)),
    segment(0xc0, Buffer.from([8, 0, 1, 0, 1, 1, 1, 0x11, 0])),
    segment(0xda, Buffer.from([1, 1, 0, 0, 0x3f, 0])),
    Buffer.from([0x12, 0x34, opts.seed ?? 0x56, 0xff, 0x00, 0x78]),
    Buffer.from([0xff, 0xd9]),
    Buffer.from(opts.trailing ?? '', 'latin1'),
  ]);
}

const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A 1×1 PNG with a tEXt chunk holding `text` and an eXIf chunk. */
export function samplePng(opts: { text?: string } = {}): Buffer {
  const header = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 0, 0, 0, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('tEXt', Buffer.from(`Author\0${opts.text ?? 'Jane Doe, 12 Secret Lane'}`, 'latin1')),
    chunk('gAMA', Buffer.from([0, 0, 0xb1, 0x8f])),
    chunk('eXIf', Buffer.from('MM\0*GPS', 'latin1')),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x63, 0x60, 0, 0, 0, 2, 0, 1])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A minimal PDF, with `extra` placed in its body (e.g. `/JavaScript`). */
export const samplePdf = (extra = '') =>
  Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog ${extra} >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`, 'latin1');

/** A multipart/form-data body of text fields and files, as a browser sends it. */
export function multipartBody(fields: Record<string, string>, files: { field: string; name: string; bytes: Buffer }[]) {
  const boundary = `----fairline${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** The identity data of an adult test player. */
export const ADULT_FIELDS = {
  first_name: 'Alex',
  last_name: 'Tester',
  birth_date: '1990-04-12',
  document_number: 'AB 1234567',
};

type Headers = Record<string, string>;

/** Identity data and a passport sent through the office form, as the Verification page does. */
export async function sendIdentification(app: FastifyInstance, headers: Headers, fields = ADULT_FIELDS) {
  const body = multipartBody({ ...fields, doc_type: 'passport' }, [
    { field: 'docFiles', name: 'passport.jpg', bytes: sampleJpeg() },
  ]);
  return app.inject({
    method: 'POST',
    url: '/web-api/api/internal/office/identification/data',
    headers: { ...headers, 'x-requested-with': 'fetch', 'content-type': body.contentType },
    payload: body.payload,
  });
}

/** A selfie (another picture than the passport's) sent to the face check. */
export async function sendSelfie(app: FastifyInstance, headers: Headers, bytes = sampleJpeg({ seed: 0x57 })) {
  const body = multipartBody({}, [{ field: 'file', name: 'selfie.jpg', bytes }]);
  return app.inject({
    method: 'POST',
    url: '/web-api/api/v1/FaceId/verify',
    headers: { ...headers, 'x-requested-with': 'fetch', 'content-type': body.contentType },
    payload: body.payload,
  });
}

/**
 * The whole flow through the sandbox provider: identity data and a passport, submit, start the
 * provider's check, and its hosted step's reviewer deciding (a signed callback behind it). Answers the
 * status the player ends with.
 */
export async function verifyThroughSandbox(
  app: FastifyInstance,
  headers: Headers,
  opts: { decision?: 'approve' | 'reject'; birthDate?: string; reason?: string } = {},
): Promise<string> {
  const json = { ...headers, 'x-requested-with': 'fetch' };
  const sent = await sendIdentification(app, headers);
  if (sent.statusCode !== 200) throw new Error(`identification/data: ${sent.statusCode} ${sent.body}`);
  if (sent.json<{ data: { face_check: boolean } }>().data.face_check) {
    const selfie = await sendSelfie(app, headers);
    if (selfie.json<{ match?: boolean }>().match !== true) throw new Error(`FaceId/verify: ${selfie.body}`);
  }
  const submitted = await app.inject({
    method: 'POST',
    url: '/web-api/officeapi/saverequireddocuments',
    headers: json,
  });
  if (submitted.statusCode !== 200) throw new Error(`saverequireddocuments: ${submitted.statusCode} ${submitted.body}`);
  const started = await app.inject({
    method: 'POST',
    url: '/web-api/api/v1/BackOffice/verify',
    headers: json,
    payload: { lang: 'en' },
  });
  if (started.statusCode !== 200) throw new Error(`verify: ${started.statusCode} ${started.body}`);
  const { redirect_url } = started.json<{ redirect_url: string }>();
  const form = new URLSearchParams({ decision: opts.decision ?? 'approve' });
  if (opts.birthDate ?? ADULT_FIELDS.birth_date) form.set('birth_date', opts.birthDate ?? ADULT_FIELDS.birth_date);
  if (opts.reason) form.set('reason', opts.reason);
  const decided = await app.inject({
    method: 'POST',
    url: redirect_url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
  const location = String(decided.headers.location ?? '');
  return new URL(location, 'http://x').searchParams.get('verification') ?? `error:${decided.statusCode}`;
}
