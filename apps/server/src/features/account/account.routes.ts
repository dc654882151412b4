import type { FormValues } from '@fairline/shared/validation';
import {
  accountDataAnswer,
  accountDataQuery,
  saveAccountFieldsAnswer,
  saveAccountFieldsRequest,
} from '@fairline/shared/wire/account';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../infra/db';
import { requireUser, userOf } from '../auth/auth.service';
import type { SiteConfigService } from '../config/config.service';
import { accountData, saveAccountFields } from './account.service';

const TAGS = ['office'];

/** The office's account data calls: GET getaccountdata and POST saveaccountfields. */
export function accountRoutes(app: FastifyInstance, deps: { database: Database; sites: SiteConfigService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/web-api/officeapi/getaccountdata',
    {
      preHandler: requireUser,
      schema: {
        tags: TAGS,
        summary: 'The account fields (profile, or the identification form) with what the player may edit',
        description:
          'Fields are registration form fields; `disabled` marks those the brand does not let the player edit. While the identity is under review or verified every field is read-only (`locked`).',
        querystring: accountDataQuery,
        response: { 200: accountDataAnswer },
      },
    },
    async (req, reply) => {
      const site = await deps.sites.resolve(req);
      const { form, lang } = req.query;
      reply.header('cache-control', 'no-store');
      const data = await accountData(deps.database, site, {
        userId: userOf(req).id,
        form,
        lang: lang ?? site.defaultLanguage,
      });
      return { success: true as const, data };
    },
  );

  r.post(
    '/web-api/officeapi/saveaccountfields',
    {
      preHandler: requireUser,
      schema: {
        tags: TAGS,
        summary: 'Saves account fields under the registration rules',
        description:
          'Every sent field must belong to the form; a read-only one may be sent only unchanged (else field_read_only, or verification_locked once the identity is under review or verified). The stored values with the changes must pass the registration rules, the minimum age of the player’s country included. Refusals answer 400 with validation_errors {field: messageKey}.',
        body: saveAccountFieldsRequest,
        response: { 200: saveAccountFieldsAnswer },
      },
    },
    async (req) => {
      const site = await deps.sites.resolve(req);
      const saved = await saveAccountFields(deps.database, site, {
        userId: userOf(req).id,
        form: req.body.form,
        lang: site.defaultLanguage,
        fields: req.body.fields as FormValues,
        ip: req.ip,
      });
      return { success: true as const, saved };
    },
  );
}
