import { afterAll, describe, expect, it } from 'vitest';
import { createLoggedInUser, type LoggedInUser } from '../../../test/security/security-users';
import { createTestApp } from '../../../test/test-app';
import { testConfig } from '../../config/env';
import { deriveSecret, signPayload } from '../../infra/signed-callback';
import {
  ADULT_FIELDS,
  multipartBody,
  sampleJpeg,
  samplePng,
  sendIdentification,
  sendSelfie,
  verifyThroughSandbox,
} from './verification.testing';

const t = await createTestApp();
afterAll(() => t.close());
const secret = deriveSecret(testConfig().PAYMENTS_SANDBOX_SECRET, 'verification-sandbox');
let ip = 0;
const newPlayer = async (country = 'kz') => {
  ip += 1;
  const user = await createLoggedInUser(t.app, t.database, `10.91.0.${ip}`);
  await t.database.query('update users set country = $2 where id = $1', [user.id, country]);
  return user;
};
const get = (user: LoggedInUser, url: string) => t.app.inject({ method: 'GET', url, headers: user.headers });
const post = (user: LoggedInUser, url: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: user.headers, payload });
const upload = (user: LoggedInUser, url: string, fields: Record<string, string>, bytes: Buffer) => {
  const body = multipartBody(fields, [{ field: url.endsWith('/data') ? 'docFiles' : 'file', name: 'x.jpg', bytes }]);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...user.headers, 'content-type': body.contentType },
    payload: body.payload,
  });
};
const config = async (user: LoggedInUser) =>
  (await get(user, '/web-api/api/internal/office/identification/config')).json<{
    data: Record<string, unknown> & { status: string; documents: { id: string; type: string }[] };
  }>().data;
const callback = (body: object, opts: { timestamp?: number; key?: string } = {}) => {
  const raw = JSON.stringify(body);
  const timestamp = String(opts.timestamp ?? Math.floor(Date.now() / 1000));
  return t.app.inject({
    method: 'POST',
    url: '/web-api/verification/sandbox/callback',
    headers: {
      'content-type': 'application/json',
      'x-kyc-timestamp': timestamp,
      'x-kyc-signature': signPayload(opts.key ?? secret, timestamp, raw),
    },
    payload: raw,
  });
};
/** A player whose documents are submitted, with an open session of the provider. */
const submittedWithSession = async () => {
  const user = await newPlayer();
  expect((await sendIdentification(t.app, user.headers)).statusCode).toBe(200);
  expect((await post(user, '/web-api/officeapi/saverequireddocuments')).statusCode).toBe(200);
  const started = await post(user, '/web-api/api/v1/BackOffice/verify', { lang: 'en' });
  return { user, sessionId: started.json<{ session_id: string }>().session_id };
};

describe('identification: configuration and status', () => {
  it('starts not_started with the required documents of the player’s brand × country and its minimum age', async () => {
    const kz = await config(await newPlayer('kz'));
    // The demo brand's Kazakhstan configuration raises the minimum age to 21 (registration.minAge).
    expect(kz).toMatchObject({
      status: 'not_started',
      reason: null,
      min_age: 21,
      face_check: false,
      can_submit: false,
    });
    expect(kz.required_documents).toEqual([{ group: 'identity', types: ['passport', 'id_card'] }]);
    const ru = await config(await newPlayer('ru'));
    expect(ru.face_check).toBe(true);
    expect(ru.required_documents).toEqual([
      { group: 'identity', types: ['passport'] },
      { group: 'selfie', types: ['selfie'] },
    ]);
  });

  it('needs a logged-in player on every call', async () => {
    for (const url of ['/web-api/api/internal/office/identification/config', '/web-api/api/v1/BackOffice/documents']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});

describe('documents: content, metadata, ownership', () => {
  it('stores a document with its metadata stripped, served back to its owner only', async () => {
    const owner = await newPlayer();
    const other = await newPlayer();
    const sent = await sendIdentification(t.app, owner.headers);
    expect(sent.statusCode, sent.body).toBe(200);
    const [doc] = (await config(owner)).documents;
    expect(doc?.type).toBe('passport');
    const file = await get(owner, `/web-api/api/v1/BackOffice/documents/${doc?.id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.rawPayload.toString('latin1')).not.toContain('GPS');
    expect(file.rawPayload.toString('latin1')).toContain('JFIF');
    // Another player: not found, and not in their list.
    expect((await get(other, `/web-api/api/v1/BackOffice/documents/${doc?.id}/file`)).statusCode).toBe(404);
    expect((await get(other, '/web-api/api/v1/BackOffice/documents')).json()).toEqual({ documents: [] });
  });

  it('decides the type by content: a script named .jpg is refused, a PNG is kept as PNG', async () => {
    const user = await newPlayer();
    const script = await upload(user, '/web-api/api/v1/BackOffice/upload', { type: 'passport' }, Buffer.from('<?php'));
    expect(script.statusCode).toBe(400);
    expect(script.json()).toMatchObject({ error_code: 'unsupported_type' });
    const png = await upload(user, '/web-api/api/v1/BackOffice/upload', { type: 'id_card' }, samplePng());
    expect(png.statusCode, png.body).toBe(200);
    expect(png.json()).toMatchObject({ documents: [{ type: 'id_card', mime: 'image/png' }] });
  });

  it('takes a photo of a few megabytes, above the server’s general body limit', async () => {
    const user = await newPlayer();
    const photo = sampleJpeg({ trailing: 'x'.repeat(3 * 1024 * 1024) });
    const res = await upload(user, '/web-api/api/v1/BackOffice/upload', { type: 'passport' }, photo);
    expect(res.statusCode, res.body).toBe(200);
    // What followed the image's end is not stored.
    expect(res.json<{ documents: { size: number }[] }>().documents[0]?.size).toBeLessThan(1024);
  });

  it('refuses a file above 5 MB', async () => {
    const user = await newPlayer();
    const big = Buffer.concat([sampleJpeg(), Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload(user, '/web-api/api/v1/BackOffice/upload', { type: 'passport' }, big);
    expect(res.statusCode).toBe(413);
  });

  it('counts upload attempts, refused ones too: the 31st within an hour is refused with 429', async () => {
    const user = await newPlayer();
    for (let i = 0; i < 30; i += 1) {
      const res = await upload(user, '/web-api/api/v1/BackOffice/upload', { type: 'passport' }, Buffer.from('junk'));
      expect(res.statusCode).toBe(400);
    }
    const refused = await upload(user, '/web-api/api/v1/BackOffice/upload', { type: 'passport' }, sampleJpeg());
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error_code: 'too_many_uploads' });
  });

  it('keeps a selfie only when the face check matches it with the identity document', async () => {
    const user = await newPlayer('ru');
    expect((await sendSelfie(t.app, user.headers)).json()).toMatchObject({ error_code: 'identity_first' });
    await sendIdentification(t.app, user.headers);
    const same = await sendSelfie(t.app, user.headers, sampleJpeg());
    expect(same.json()).toEqual({ match: false });
    const selfie = await sendSelfie(t.app, user.headers);
    expect(selfie.json()).toMatchObject({ match: true, document: { type: 'selfie' } });
  });
});

describe('submitting and deciding', () => {
  it('refuses to submit with a required group missing, and a date of birth under 18', async () => {
    const user = await newPlayer('ru');
    await sendIdentification(t.app, user.headers);
    const missing = await post(user, '/web-api/officeapi/saverequireddocuments');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      error_code: 'missing_documents',
      validation_errors: { selfie: 'missing_document' },
    });
    const minor = await newPlayer();
    const teen = new Date(Date.now() - 17 * 365.25 * 86_400_000).toISOString().slice(0, 10);
    await sendIdentification(t.app, minor.headers, { ...ADULT_FIELDS, birth_date: teen });
    const refused = await post(minor, '/web-api/officeapi/saverequireddocuments');
    expect(refused.json()).toMatchObject({ error_code: 'underage' });
    expect((await config(minor)).status).toBe('not_started');
  });

  it('verifies a player through the sandbox provider’s hosted step and locks the documents', async () => {
    const user = await newPlayer('ru');
    expect(await verifyThroughSandbox(t.app, user.headers)).toBe('verified');
    expect((await config(user)).status).toBe('verified');
    const again = await sendIdentification(t.app, user.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error_code: 'verification_locked' });
  });

  it('turns an approval into a refusal when the document’s date of birth is under age, and lets the player try again', async () => {
    const user = await newPlayer();
    expect(await verifyThroughSandbox(t.app, user.headers, { birthDate: '2015-01-01' })).toBe('rejected');
    const fail = await get(user, '/web-api/api/internal/office/identification/fail');
    expect(fail.json()).toMatchObject({ data: { failed: true, reason: 'underage' } });
    expect(await verifyThroughSandbox(t.app, user.headers)).toBe('verified');
  });

  it('records the reviewer’s reason for a rejection', async () => {
    const user = await newPlayer();
    expect(await verifyThroughSandbox(t.app, user.headers, { decision: 'reject', reason: 'document_expired' })).toBe(
      'rejected',
    );
    expect(await config(user)).toMatchObject({ status: 'rejected', reason: 'document_expired' });
  });

  it('serves the hosted step as a page without scripts', async () => {
    const { sessionId } = await submittedWithSession();
    const page = await t.app.inject({ method: 'GET', url: `/verification/sandbox/session/${sessionId}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('name="decision"');
    expect(page.body).not.toContain('<script');
  });
});

describe('the provider’s callback: signature and replay', () => {
  it('refuses a wrong signature and a stale timestamp without changing anything', async () => {
    const { user, sessionId } = await submittedWithSession();
    const body = { event_id: 'evt_badsig_01', session_id: sessionId, result: 'approved' };
    expect((await callback(body, { key: 'another-secret' })).statusCode).toBe(401);
    expect((await callback(body, { timestamp: Math.floor(Date.now() / 1000) - 3600 })).statusCode).toBe(401);
    expect((await config(user)).status).toBe('pending');
  });

  it('applies an event once: a replay answers the same, another body under its id or a second decision is refused', async () => {
    const { user, sessionId } = await submittedWithSession();
    const body = {
      event_id: 'evt_replay_0001',
      session_id: sessionId,
      result: 'approved',
      document_birth_date: ADULT_FIELDS.birth_date,
    };
    const first = await callback(body);
    expect(first.json()).toEqual({ session_id: sessionId, status: 'verified' });
    expect((await callback(body)).json()).toEqual(first.json());
    const changed = await callback({ ...body, result: 'rejected', reason: 'data_mismatch' });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({ error_code: 'event_conflict' });
    const second = await callback({
      ...body,
      event_id: 'evt_replay_0002',
      result: 'rejected',
      reason: 'data_mismatch',
    });
    expect(second.statusCode).toBe(409);
    expect((await config(user)).status).toBe('verified');
  });
});
