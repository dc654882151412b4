import { accountDataAnswer, saveAccountFieldsAnswer } from '@fairline/shared/wire/account';
import { webApiError } from '@fairline/shared/wire/web-api-error';
import { afterAll, describe, it } from 'vitest';
import { createLoggedInUser } from '../../../test/security/security-users';
import { createTestApp } from '../../../test/test-app';
import { readExactWire } from '../../../test/wire-answer';

// The account data routes' real answers read exactly with the shared wire schemas the web types them with.
const t = await createTestApp();
afterAll(() => t.close());

describe('account data wire', () => {
  it('answers getaccountdata (both forms), saveaccountfields and a refusal in their shared shapes', async () => {
    const user = await createLoggedInUser(t.app, t.database, '10.94.0.1');
    for (const form of ['profile', 'identification']) {
      const res = await t.app.inject({ url: `/web-api/officeapi/getaccountdata?form=${form}`, headers: user.headers });
      readExactWire(res, accountDataAnswer);
    }
    const post = (fields: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/web-api/officeapi/saveaccountfields',
        headers: user.headers,
        payload: { fields },
      });
    readExactWire(await post({ name: 'Ann' }), saveAccountFieldsAnswer);
    readExactWire(await post({ name: 'Ann1' }), webApiError, 400);
    readExactWire(await t.app.inject({ url: '/web-api/officeapi/getaccountdata' }), webApiError, 401);
  });
});
