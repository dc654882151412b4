import {
  type DocumentType,
  type IdentificationConfigAnswer,
  identificationConfigAnswer,
  type VerifyAnswer,
} from '@fairline/shared/wire/verification';
import { http } from '../../lib/http';

export type IdentificationState = IdentificationConfigAnswer['data'];

export const verificationKeys = { state: ['verification', 'state'] as const };

/** The Verification page's data (status, requirements, documents), parsed: the answer is untrusted input. */
export async function fetchIdentification(): Promise<IdentificationState> {
  const answer = await http.requestOrThrow<unknown>({
    url: '/web-api/api/internal/office/identification/config',
    method: 'GET',
  });
  return identificationConfigAnswer.parse(answer).data;
}

export interface IdentificationInput {
  first_name: string;
  last_name: string;
  birth_date: string;
  document_number: string;
}

/** Saves the identity data, with the chosen files of one type (multipart, as the spec's call takes it). */
export async function sendIdentification(fields: IdentificationInput, type: DocumentType, files: readonly File[]) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (files.length > 0) form.append('doc_type', type);
  for (const file of files) form.append('docFiles', file);
  const answer = await http.requestOrThrow<unknown>({
    url: '/web-api/api/internal/office/identification/data',
    method: 'POST',
    params: form,
  });
  return identificationConfigAnswer.parse(answer).data;
}

/** A selfie for the provider's face check against the identity document. */
export async function sendSelfie(file: File) {
  const form = new FormData();
  form.append('file', file);
  return http.requestOrThrow<{ match: boolean }>({
    url: '/web-api/api/v1/FaceId/verify',
    method: 'POST',
    params: form,
  });
}

/** Submits the documents, then opens the provider's check: answers where the browser goes next. */
export async function submitForVerification(lang: string): Promise<VerifyAnswer> {
  await http.requestOrThrow({ url: '/web-api/officeapi/saverequireddocuments', method: 'POST' });
  return startProviderCheck(lang);
}

/** Opens the provider's check of documents already submitted (e.g. after leaving its page). */
export const startProviderCheck = (lang: string) =>
  http.requestOrThrow<VerifyAnswer>({ url: '/web-api/api/v1/BackOffice/verify', method: 'POST', params: { lang } });
