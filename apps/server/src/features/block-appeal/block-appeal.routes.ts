import { blockAppealAnswer, blockAppealRequest } from '@fairline/shared/wire/block-appeal';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../infra/db';
import type { Messaging } from '../../infra/messaging';
import type { SiteConfigService } from '../config/config.service';
import { APPEAL_LIMITS, sendBlockAppeal } from './block-appeal.service';

export interface BlockAppealDeps {
  database: Database;
  sites: SiteConfigService;
  messaging: Messaging;
}

/** The block page's appeal form: a visitor whose access is blocked asks support to review it. */
export function blockAppealRoutes(app: FastifyInstance, { database, sites, messaging }: BlockAppealDeps) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/web-api/api/web/block-appeal/v1/appeals',
    {
      schema: {
        tags: ['block'],
        summary: 'Send an appeal against a block',
        description:
          'Open to anyone (a blocked visitor cannot log in). The appeal is stored for support with the brand, ' +
          'country and language; when `account` names one of the brand’s accounts it is linked to it, which the ' +
          'answer never reveals. A receipt with the appeal number is mailed to `email`. Field errors come as ' +
          'message keys in validation_errors (required, email_*, min_symbols_limit, max_symbols_limit). ' +
          `At most ${APPEAL_LIMITS.perIp.limit} appeals an hour per IP and ${APPEAL_LIMITS.perEmail.limit} a day ` +
          'per address, then 429 with error_code appeal_rate_limited.',
        body: blockAppealRequest,
        response: { 200: blockAppealAnswer },
      },
    },
    async (req) => {
      const site = await sites.resolve(req);
      const appeal = await sendBlockAppeal(
        { database, messaging, onReceiptFailed: (err) => req.log.warn({ err }, 'appeal receipt not sent') },
        {
          ...req.body,
          account: req.body.account ?? '',
          brandId: site.brand.id,
          brandName: site.brand.name,
          country: site.geo.countryCode,
          ip: req.ip,
          userAgent: req.headers['user-agent'],
        },
      );
      return {
        data: {
          type: 'block-appeal' as const,
          id: appeal.id,
          attributes: { email: appeal.email, created_at: appeal.createdAt.toISOString() },
        },
      };
    },
  );
}
