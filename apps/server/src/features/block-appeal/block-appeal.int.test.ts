import { blockAppealAnswer } from '@fairline/shared/wire/block-appeal';
import { webApiError } from '@fairline/shared/wire/web-api-error';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMixUser } from '../../../test/money/mix-client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { readExactWire } from '../../../test/wire-answer';

const URL = '/web-api/api/web/block-appeal/v1/appeals';
const MESSAGE = 'My account was blocked after I changed my phone number.';

let t: TestApp;
let ipSeq = 0;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Each test sends from its own address, so the per-IP limit of one test never touches another. */
function send(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  ipSeq += 1;
  return t.app.inject({
    method: 'POST',
    url: URL,
    remoteAddress: `10.0.0.${ipSeq}`,
    headers: { host: 'localhost', ...headers },
    payload: { lang: 'en', account: '', ...body },
  });
}

async function storedAppeals(email: string) {
  return t.database.query<{
    email: string;
    account: string;
    message: string;
    lang: string;
    country: string;
    user_id: string | null;
    status: string;
  }>('select email, account, message, lang, country, user_id::text, status from block_appeals where email = $1', [
    email,
  ]);
}

describe('POST block appeal', () => {
  it('stores the appeal with the brand country and language, and answers its number', async () => {
    const res = await send({ email: 'ann@example.com', message: `  ${MESSAGE}  `, lang: 'ru' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ type: 'block-appeal', id: expect.stringMatching(/^\d+$/) });
    expect(data.attributes.email).toBe('ann@example.com');
    const [row] = await storedAppeals('ann@example.com');
    expect(row).toMatchObject({ message: MESSAGE, lang: 'ru', country: 'kz', status: 'new', user_id: null });
  });

  it('mails a receipt naming the appeal number in the appeal language, without echoing the message', async () => {
    const res = await send({ email: 'receipt@example.com', message: MESSAGE, lang: 'ar' });
    const id = res.json().data.id;
    const [mail] = await t.database.query<{ subject: string; body: string }>(
      'select subject, body from outbox_messages where recipient = $1',
      ['receipt@example.com'],
    );
    expect(mail?.subject).toBe(`Fairline: تم استلام طلب الاستئناف رقم ${id}`);
    expect(mail?.body).not.toContain(MESSAGE);
  });

  it('links the appeal to the account it names, when that account is one of the brand’s', async () => {
    const [user] = await t.database.query<{ id: string }>(
      `insert into users (brand_id, email, country, currency_id, registration_type, status)
       values ((select id from brands where slug = 'fairline'), 'blocked@example.com', 'kz', 1, 'full_reg', 'blocked')
       returning id::text`,
    );
    const res = await send({ email: 'contact@example.com', account: ' blocked@example.com ', message: MESSAGE });
    expect(res.statusCode).toBe(200);
    expect(JSON.stringify(res.json())).not.toContain(user!.id);
    const [row] = await storedAppeals('contact@example.com');
    expect(row).toMatchObject({ account: 'blocked@example.com', user_id: user!.id });
  });

  it('refuses a missing e-mail and a short message with keyed field errors, storing nothing', async () => {
    const res = await send({ email: '', message: 'too short' });
    expect(res.statusCode).toBe(400);
    expect(res.json().validation_errors).toEqual({ email: 'required', message: 'min_symbols_limit' });
    const [count] = await t.database.query<{ n: number }>(
      "select count(*)::int as n from block_appeals where email = ''",
    );
    expect(count?.n).toBe(0);
  });

  it('refuses a body without a message or with a malformed language as a bad request', async () => {
    const res = await send({ email: 'x@example.com', message: undefined, lang: '../../x' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().validation_errors)).toEqual(expect.arrayContaining(['message', 'lang']));
  });

  it('accepts five appeals an hour from one network, then answers 429 without storing the sixth', async () => {
    const post = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: URL,
        remoteAddress: '10.9.9.9',
        headers: { host: 'localhost' },
        payload: { lang: 'en', account: '', email: `flood${i}@example.com`, message: MESSAGE },
      });
    for (let i = 0; i < 5; i++) expect((await post(i)).statusCode).toBe(200);
    const sixth = await post(5);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error_code).toBe('appeal_rate_limited');
    expect(await storedAppeals('flood5@example.com')).toEqual([]);
  });

  it('accepts three appeals a day for one address, whatever the network', async () => {
    for (let i = 0; i < 3; i++)
      expect((await send({ email: 'Same@example.com', message: MESSAGE })).statusCode).toBe(200);
    expect((await send({ email: 'same@example.com', message: MESSAGE })).statusCode).toBe(429);
  });
});

describe('the block appeal wire contract', () => {
  it('answers a guest’s and a logged-in player’s appeal in the shared shape, and a refusal in the error shape', async () => {
    const player = await createMixUser(t.database, `appeal-${Date.now()}`);
    for (const headers of [{}, player.headers]) {
      const answer = readExactWire(
        await send({ email: 'wire@example.com', message: MESSAGE }, headers),
        blockAppealAnswer,
      );
      expect(answer.data.attributes.email).toBe('wire@example.com');
    }
    readExactWire(await send({ email: '', message: MESSAGE }), webApiError, 400);
  });
});
