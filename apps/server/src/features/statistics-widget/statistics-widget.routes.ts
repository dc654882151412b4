import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DEMO_HOST_POLICY,
  DEMO_HOST_SEGMENT,
  isDemoHostPage,
  isWidgetPage,
  widgetPagePolicy,
} from './statistics-widget.service';

export interface StatisticsWidgetOptions {
  /** The request's brand's allowed embedding origins (its site configuration). */
  allowedOrigins(req: FastifyRequest): Promise<readonly string[]>;
  /** The demo host exists outside production only. */
  isProduction: boolean;
}

const isHtml = (type: unknown) => typeof type === 'string' && type.startsWith('text/html');

/**
 * The widget's pages are the web app's own (`/:lang/widget/statisticpopup/…`, served by the SPA); this
 * gives them their framing policy once the page is built, and hides the demo host in production.
 */
export function statisticsWidgetRoutes(app: FastifyInstance, opts: StatisticsWidgetOptions) {
  app.addHook('onSend', async (req, reply, payload) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !isHtml(reply.getHeader('content-type'))) return payload;
    if (isWidgetPage(req.url)) {
      reply.header('content-security-policy', widgetPagePolicy(await opts.allowedOrigins(req)));
      // frame-ancestors decides; X-Frame-Options would refuse every other origin in older browsers.
      reply.removeHeader('x-frame-options');
    } else if (!opts.isProduction && isDemoHostPage(req.url)) {
      reply.header('content-security-policy', DEMO_HOST_POLICY).header('x-robots-tag', 'noindex');
    }
    return payload;
  });

  if (opts.isProduction) {
    app.withTypeProvider<ZodTypeProvider>().get(
      `/:lang/${DEMO_HOST_SEGMENT}`,
      {
        schema: {
          hide: true,
          params: z.object({ lang: z.string().max(16) }),
          response: { 404: z.unknown() },
        },
      },
      async (_req, reply) => reply.callNotFound(),
    );
  }
}
