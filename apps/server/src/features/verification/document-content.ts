import type { DocumentMimeType } from '@fairline/shared/wire/verification';
import { AppError } from '../../errors';

// Uploads are trusted by content, never by name or declared type: the first bytes say what a file
// is, and only JPEG, PNG and PDF are kept. Images are rewritten segment by segment (there is no pure-JS
// image codec among the dependencies to re-encode with): what can carry personal metadata or hidden
// payloads — JPEG APPn (EXIF, XMP, IPTC, ICC…) and comments, PNG ancillary chunks (text, eXIf, time),
// and anything after the image's end — is dropped; what draws the picture is kept byte for byte.
// docs/decisions/0029-verification.md

const JPEG_MAGIC = [0xff, 0xd8, 0xff];
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

const startsWith = (bytes: Uint8Array, magic: readonly number[]) =>
  bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b);

/** The content type of a file from its first bytes, or null when it is none of those accepted. */
export function sniffDocumentType(bytes: Uint8Array): DocumentMimeType | null {
  if (startsWith(bytes, JPEG_MAGIC)) return 'image/jpeg';
  if (startsWith(bytes, PNG_MAGIC)) return 'image/png';
  if (startsWith(bytes, PDF_MAGIC)) return 'application/pdf';
  return null;
}

const unreadable = () =>
  new AppError('VALIDATION', 'The file is damaged or not a document we accept', {
    errorCode: 'unreadable_file',
    validationErrors: { file: 'unreadable_file' },
  });

// JPEG markers without a length: TEM and RST0–7 (SOI and EOI are handled on their own).
const isStandalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);
// APP0 (JFIF) and APP14 (Adobe: colour transform) change how the pixels decode; they carry no personal data.
const KEPT_APP = new Set([0xe0, 0xee]);
const isDropped = (marker: number) => marker === 0xfe || (marker >= 0xe0 && marker <= 0xef && !KEPT_APP.has(marker));

/**
 * A JPEG without metadata: every segment up to the image data is copied except APPn (bar JFIF and
 * Adobe) and COM; the entropy-coded data is copied to the first EOI, and whatever follows it dropped.
 */
export function stripJpeg(input: Buffer): Buffer {
  const out: Buffer[] = [input.subarray(0, 2)];
  let at = 2;
  for (;;) {
    if (at + 4 > input.length || input[at] !== 0xff) throw unreadable();
    // Fill bytes (0xFF runs) may pad before a marker.
    while (input[at + 1] === 0xff && at + 2 < input.length) at += 1;
    const marker = input[at + 1] ?? 0;
    if (marker === 0xd9) throw unreadable(); // EOI before any image data
    if (isStandalone(marker)) {
      out.push(input.subarray(at, at + 2));
      at += 2;
      continue;
    }
    const length = input.readUInt16BE(at + 2);
    const end = at + 2 + length;
    if (length < 2 || end > input.length) throw unreadable();
    if (!isDropped(marker)) out.push(input.subarray(at, end));
    at = end;
    if (marker === 0xda) break; // SOS: the image data follows
  }
  // Scan the entropy-coded data (and further scans of a progressive JPEG) up to EOI.
  const dataStart = at;
  for (let i = at; i + 1 < input.length; i += 1) {
    if (input[i] === 0xff && input[i + 1] === 0xd9) {
      out.push(input.subarray(dataStart, i + 2));
      return Buffer.concat(out);
    }
  }
  throw unreadable();
}

// Ancillary chunks that only say how to draw the pixels; every other ancillary chunk (tEXt, zTXt,
// iTXt, eXIf, tIME, private ones…) is dropped. Critical chunks (upper-case first letter) are all kept.
const KEPT_ANCILLARY = new Set(['tRNS', 'gAMA', 'cHRM', 'sRGB', 'iCCP', 'sBIT', 'pHYs', 'bKGD']);

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** A PNG without metadata: chunks checked (length, CRC), ancillary ones dropped but the drawing ones, nothing after IEND. */
export function stripPng(input: Buffer): Buffer {
  const out: Buffer[] = [input.subarray(0, 8)];
  let at = 8;
  let sawHeader = false;
  while (at + 12 <= input.length) {
    const length = input.readUInt32BE(at);
    const end = at + 12 + length;
    if (end > input.length) throw unreadable();
    const type = input.toString('latin1', at + 4, at + 8);
    if (!/^[A-Za-z]{4}$/.test(type)) throw unreadable();
    if (crc32(input.subarray(at + 4, at + 8 + length)) !== input.readUInt32BE(at + 8 + length)) throw unreadable();
    if (!sawHeader && type !== 'IHDR') throw unreadable();
    sawHeader = true;
    const isCritical = type[0] === type[0]?.toUpperCase();
    if (isCritical || KEPT_ANCILLARY.has(type)) out.push(input.subarray(at, end));
    at = end;
    if (type === 'IEND') return Buffer.concat(out);
  }
  throw unreadable();
}

// Active content has no place in an identity document: a PDF that can run code or carry files is refused.
const PDF_ACTIVE = /\/(?:JavaScript|JS|Launch|EmbeddedFiles?|RichMedia|XFA)\b/;
// A PDF name may spell its letters as #xx escapes (/J#61vaScript): they are read before matching.
const unescapeNames = (text: string) =>
  text.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/** A PDF as sent, once it is whole (ends with %%EOF) and holds no active content. */
export function checkPdf(input: Buffer): Buffer {
  const tail = input.subarray(Math.max(0, input.length - 1024)).toString('latin1');
  if (!tail.includes('%%EOF')) throw unreadable();
  if (PDF_ACTIVE.test(unescapeNames(input.toString('latin1')))) {
    throw new AppError('VALIDATION', 'PDF files with scripts, attachments or forms are not accepted', {
      errorCode: 'active_content',
      validationErrors: { file: 'active_content' },
    });
  }
  return input;
}

/** What is stored of an upload: its type from its content, and the bytes with metadata stripped. */
export function cleanDocument(input: Buffer): { mime: DocumentMimeType; bytes: Buffer } {
  const mime = sniffDocumentType(input);
  if (!mime) {
    throw new AppError('VALIDATION', 'Only JPEG, PNG and PDF files are accepted', {
      errorCode: 'unsupported_type',
      validationErrors: { file: 'unsupported_type' },
    });
  }
  if (mime === 'image/jpeg') return { mime, bytes: stripJpeg(input) };
  if (mime === 'image/png') return { mime, bytes: stripPng(input) };
  return { mime, bytes: checkPdf(input) };
}
