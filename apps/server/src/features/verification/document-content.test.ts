import { describe, expect, it } from 'vitest';
import { cleanDocument, sniffDocumentType, stripJpeg, stripPng } from './document-content';
import { sampleJpeg, samplePdf, samplePng } from './verification.testing';

const codeOf = (fn: () => unknown) => {
  try {
    fn();
    return null;
  } catch (error) {
    return (error as { errorCode?: unknown }).errorCode;
  }
};

describe('document content', () => {
  it('recognises JPEG, PNG and PDF by their first bytes, whatever the file is called', () => {
    expect(sniffDocumentType(sampleJpeg())).toBe('image/jpeg');
    expect(sniffDocumentType(samplePng())).toBe('image/png');
    expect(sniffDocumentType(samplePdf())).toBe('application/pdf');
    expect(sniffDocumentType(Buffer.from('<svg onload="alert(1)"/>'))).toBeNull();
    expect(sniffDocumentType(Buffer.from('GIF89a'))).toBeNull();
    expect(sniffDocumentType(Buffer.alloc(0))).toBeNull();
  });

  it('refuses a file of another type, even one named .jpg', () => {
    expect(codeOf(() => cleanDocument(Buffer.from('MZ\x90\0 an executable')))).toBe('unsupported_type');
  });

  it('strips EXIF and comments from a JPEG and drops what follows its end, keeping JFIF and the image data', () => {
    const input = sampleJpeg({ exif: 'GPS 51.5N', trailing: '<?php system($_GET[c]); ?>' });
    const out = stripJpeg(input);
    const text = out.toString('latin1');
    expect(text).not.toContain('GPS');
    expect(text).not.toContain('Exif');
    expect(text).not.toContain('taken at home');
    expect(text).not.toContain('php');
    expect(text).toContain('JFIF');
    expect(out.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(out.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
    // The scan's bytes (byte stuffing included) survive unchanged.
    expect(out.includes(Buffer.from([0x12, 0x34, 0x56, 0xff, 0x00, 0x78, 0xff, 0xd9]))).toBe(true);
  });

  it('refuses a truncated JPEG', () => {
    const whole = sampleJpeg();
    expect(codeOf(() => stripJpeg(whole.subarray(0, whole.length - 4)))).toBe('unreadable_file');
    expect(codeOf(() => stripJpeg(whole.subarray(0, 30)))).toBe('unreadable_file');
  });

  it('drops PNG text and EXIF chunks, keeps the drawing ones, and checks every chunk’s CRC', () => {
    const out = stripPng(samplePng({ text: 'Jane Doe' }));
    const text = out.toString('latin1');
    expect(text).not.toContain('Jane Doe');
    expect(text).not.toContain('tEXt');
    expect(text).not.toContain('eXIf');
    for (const kept of ['IHDR', 'gAMA', 'IDAT', 'IEND']) expect(text).toContain(kept);
    const damaged = samplePng();
    damaged[30] = (damaged[30] ?? 0) ^ 0xff;
    expect(codeOf(() => stripPng(damaged))).toBe('unreadable_file');
  });

  it('drops bytes appended after a PNG’s IEND', () => {
    const out = stripPng(Buffer.concat([samplePng(), Buffer.from('appended payload')]));
    expect(out.toString('latin1')).not.toContain('appended');
  });

  it('keeps a plain PDF as sent and refuses one with scripts or attachments', () => {
    const pdf = samplePdf();
    expect(cleanDocument(pdf)).toEqual({ mime: 'application/pdf', bytes: pdf });
    expect(codeOf(() => cleanDocument(samplePdf('/OpenAction << /S /JavaScript /JS (app.alert(1)) >>')))).toBe(
      'active_content',
    );
    expect(codeOf(() => cleanDocument(samplePdf('/EmbeddedFiles << >>')))).toBe('active_content');
    expect(codeOf(() => cleanDocument(samplePdf('/S /J#61vaScript')))).toBe('active_content');
    expect(codeOf(() => cleanDocument(Buffer.from('%PDF-1.4 truncated')))).toBe('unreadable_file');
  });
});
