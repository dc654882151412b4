import { formFailureOf } from '../../lib/form-failure';

const KNOWN = new Set([
  'unsupported_type',
  'unreadable_file',
  'active_content',
  'file_too_large',
  'too_many_files',
  'too_many_documents',
  'face_mismatch',
  'identity_first',
  'missing_fields',
  'missing_documents',
  'underage',
  'verification_locked',
  'verification_unavailable',
  'doc_type_required',
  'file_required',
  'too_many_uploads',
]);

/** A refused verification call as a text of the page (the server's messages are English only). */
export function verificationFailureText(error: unknown, t: (key: string) => string): string {
  const failure = formFailureOf(error);
  const code = String(failure.errorCode ?? '');
  if (KNOWN.has(code)) return t(`kyc.error.${code}`);
  if (failure.status === 413) return t('kyc.error.file_too_large');
  if (failure.status === 400 && Object.keys(failure.fields).length > 0) return t('kyc.error.invalid_fields');
  return t('kyc.error.generic');
}
