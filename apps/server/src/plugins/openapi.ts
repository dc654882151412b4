import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { OPEN_OPS_ACCESS, type OpsAccess, opsGuard } from './ops-access';
import { CONTENT_SECURITY_POLICY } from './security-headers';

/**
 * OpenAPI generated from the route schemas: JSON at /openapi.json, a UI at /docs. Open outside
 * production; in production only with OPS_TOKEN (see ops-access.ts).
 */
export async function registerOpenApi(app: FastifyInstance, access: OpsAccess = OPEN_OPS_ACCESS) {
  const onRequest = opsGuard(access);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Fairline API',
        version: '1.0.0',
        description:
          'Sports betting and casino API. web-api errors: {message, error_code, validation_errors}. ' +
          'service-api answers the envelope {Success, Error, ErrorCode, Guid, Id, Value}.',
      },
    },
    transform: jsonSchemaTransform,
    // Shared wire schemas with an id (`.meta({ id: 'FeedGame' })`) become components the routes refer
    // to, instead of a copy of the game in each of the feed's fifty answers.
    transformObject: jsonSchemaTransformObject,
  });
  // The docs UI keeps our policy: its own would relax base-uri to 'self'.
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    transformStaticCSP: () => CONTENT_SECURITY_POLICY,
    uiHooks: { onRequest },
  });
  app.get('/openapi.json', { schema: { hide: true }, onRequest }, async () => app.swagger());
}
