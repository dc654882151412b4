import {
  type RgLimitKind,
  realityCheckAnswer,
  realityCheckRequest,
  rgLimitsAnswer,
  rgLimitsRequest,
  sessionLimitAnswer,
  sessionLimitRequest,
} from '@fairline/shared/wire/responsible-gambling';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../infra/db';
import { type AuthPreHandler, userOf } from '../auth/auth.service';
import { followSession } from './responsible-gambling.service';
import { rgNow } from './rg-clock';
import { getRgLimits, setRgLimits } from './rg-limits.service';
import { changeRealityCheck, getRealityCheck, getSessionLimit, setSessionLimit } from './rg-session.service';

export const RG_PREFIX = '/web-api/api/web/user/v1';
const TAGS = ['responsible-gambling'];
const WAIT = 'A lower limit applies at once; a higher one or a removal after 24 hours (shown as pending).';

/** Loss and wager limits, the session-time limit and reality checks: GET the state, PUT a change. */
export function rgLimitRoutes(app: FastifyInstance, database: Database, preHandler: AuthPreHandler) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  for (const kind of ['loss', 'wager'] as const satisfies readonly RgLimitKind[]) {
    const what = kind === 'loss' ? 'Loss limits (stakes less returns)' : 'Wager limits (stakes)';
    r.get(
      `${RG_PREFIX}/${kind}-limits`,
      {
        preHandler,
        schema: { tags: TAGS, summary: `${what} per 24 h, 7 days, 1 month`, response: { 200: rgLimitsAnswer } },
      },
      async (req) => ({ data: { attributes: await getRgLimits(database, userOf(req).id, kind, rgNow(database)) } }),
    );
    r.put(
      `${RG_PREFIX}/${kind}-limits`,
      {
        preHandler,
        schema: {
          tags: TAGS,
          summary: `Set or remove ${kind} limits`,
          description: `Amounts in the registration currency; null removes. ${WAIT} Sending the amount in force cancels a pending change.`,
          body: rgLimitsRequest,
          response: { 200: rgLimitsAnswer },
        },
      },
      async (req) => ({
        data: {
          attributes: await setRgLimits(database, {
            userId: userOf(req).id,
            kind,
            changes: req.body.data.attributes.limits,
            now: rgNow(database),
            ip: req.ip,
          }),
        },
      }),
    );
  }

  const ref = (req: Parameters<typeof userOf>[0]) => ({ userId: userOf(req).id, sessionId: userOf(req).sessionId });

  r.get(
    `${RG_PREFIX}/session-limit`,
    { preHandler, schema: { tags: TAGS, summary: 'The session-time limit', response: { 200: sessionLimitAnswer } } },
    async (req) => ({ data: { attributes: await getSessionLimit(database, ref(req), rgNow(database)) } }),
  );
  r.put(
    `${RG_PREFIX}/session-limit`,
    {
      preHandler,
      schema: {
        tags: TAGS,
        summary: 'Set or remove the session-time limit',
        description: `Minutes per session; reaching it ends the session and blocks play until 24 hours after the session began. ${WAIT}`,
        body: sessionLimitRequest,
        response: { 200: sessionLimitAnswer },
      },
    },
    async (req) => ({
      data: {
        attributes: await setSessionLimit(
          database,
          ref(req),
          req.body.data.attributes.minutes,
          rgNow(database),
          req.ip,
        ),
      },
    }),
  );

  r.get(
    `${RG_PREFIX}/reality-check`,
    {
      preHandler,
      schema: {
        tags: TAGS,
        summary: 'The reality check: session time, stakes, net result, and whether a reminder is due',
        description: 'A session past its time limit is ended here (403 rg_session_limit).',
        response: { 200: realityCheckAnswer },
      },
    },
    async (req) => {
      await followSession(database, userOf(req).id, userOf(req).sessionId);
      return { data: { attributes: await getRealityCheck(database, ref(req), rgNow(database)) } };
    },
  );
  r.put(
    `${RG_PREFIX}/reality-check`,
    {
      preHandler,
      schema: {
        tags: TAGS,
        summary: 'Set the reminder interval (15–120 minutes, null = off) or answer a reminder with "continue"',
        body: realityCheckRequest,
        response: { 200: realityCheckAnswer },
      },
    },
    async (req) => ({
      data: {
        attributes: await changeRealityCheck(database, ref(req), req.body.data.attributes, rgNow(database), req.ip),
      },
    }),
  );
}
