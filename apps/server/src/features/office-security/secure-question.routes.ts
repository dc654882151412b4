import { okAnswer } from '@fairline/shared/wire/auth';
import {
  customSecureAnswerRequest,
  secureAnswerRequest,
  secureQuestionLangQuery,
  secureQuestionsAnswer,
  userSecureQuestionAnswer,
} from '@fairline/shared/wire/office';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../errors';
import type { AuthContext } from '../auth/auth.service';
import { requireUser, userOf } from '../auth/auth.service';
import { recordSecurityChange } from './notify';
import { requireReauth } from './reauth';
import { hashAnswer, normalizeAnswer } from './secure-answer';
import { loadSecurityUser } from './security-user';

type QuestionRow = { id: number; translation_key: string; texts: Record<string, string> };

const textIn = (q: QuestionRow, lang: string) => q.texts[lang] ?? q.texts.en ?? q.translation_key;

/** The 8 offered questions and the user's own secure question and answer. */
export function secureQuestionRoutes(app: FastifyInstance, ctx: AuthContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const langOf = async (req: FastifyRequest, given: string | undefined) =>
    given ?? (await ctx.sites.resolve(req)).defaultLanguage;

  r.post(
    '/web-api/officeapi/getsecurequestions',
    {
      preHandler: requireUser,
      schema: {
        tags: ['office security'],
        summary:
          'The questions to choose from (text in ?lang=, the site default otherwise; key is the translation key)',
        querystring: secureQuestionLangQuery,
        response: { 200: secureQuestionsAnswer },
      },
    },
    async (req) => {
      const lang = await langOf(req, req.query.lang);
      const rows = await ctx.database.query<QuestionRow>(
        'select id, translation_key, texts from secure_questions order by id',
      );
      return { questions: rows.map((q) => ({ id: q.id, key: q.translation_key, text: textIn(q, lang) })) };
    },
  );

  r.post(
    '/web-api/officeapi/getUserSecureQuestion',
    {
      preHandler: requireUser,
      schema: {
        tags: ['office security'],
        summary: "The user's secure question (null when none is set)",
        querystring: secureQuestionLangQuery,
        response: { 200: userSecureQuestionAnswer },
      },
    },
    async (req) => {
      const user = await loadSecurityUser(ctx.database, userOf(req).id);
      if (user.secureQuestionId === null)
        return { secure_question: user.secureAnswerHash ? user.secureQuestion : null };
      const [q] = await ctx.database.query<QuestionRow>(
        'select id, translation_key, texts from secure_questions where id = $1',
        [user.secureQuestionId],
      );
      return { secure_question: q ? textIn(q, await langOf(req, req.query.lang)) : null };
    },
  );

  async function save(
    req: FastifyRequest,
    body: { answer: string; answer_repeat: string; password?: string | undefined },
    question: { id: number | null; text: string | null },
  ) {
    const { id, sessionId } = userOf(req);
    if (normalizeAnswer(body.answer) !== normalizeAnswer(body.answer_repeat)) {
      throw new AppError('VALIDATION', 'The answers do not match', {
        validationErrors: { answer_repeat: 'fields_not_equal' },
      });
    }
    const user = await loadSecurityUser(ctx.database, id);
    await requireReauth(ctx, req, user, sessionId, body.password);
    await ctx.database.query(
      'update users set secure_question_id = $2, secure_question = $3, secure_answer_hash = $4, updated_at = now() where id = $1',
      [id, question.id, question.text, await hashAnswer(body.answer)],
    );
    await recordSecurityChange(ctx, req, user, {
      action: 'security.secure_question.set',
      notice: 'Your secure question and answer have been changed.',
      details: { custom: question.id === null },
    });
    return { success: true as const };
  }

  r.post(
    '/web-api/officeapi/setanswertosecurequestion',
    {
      preHandler: requireUser,
      schema: {
        tags: ['office security'],
        summary: 'Sets one of the offered questions and its answer (needs the password)',
        description: 'The answer is compared case- and whitespace-insensitively and stored as an argon2id hash.',
        body: secureAnswerRequest,
        response: { 200: okAnswer },
      },
    },
    async (req) => {
      const [q] = await ctx.database.query<{ id: number }>('select id from secure_questions where id = $1', [
        req.body.question_id,
      ]);
      if (!q)
        throw new AppError('VALIDATION', 'Choose a question from the list', {
          validationErrors: { question_id: 'invalid_value' },
        });
      return save(req, req.body, { id: q.id, text: null });
    },
  );

  r.post(
    '/web-api/officeapi/setanswertocustomsecurequestion',
    {
      preHandler: requireUser,
      schema: {
        tags: ['office security'],
        summary: 'Sets a question of the user’s own and its answer (needs the password)',
        body: customSecureAnswerRequest,
        response: { 200: okAnswer },
      },
    },
    async (req) => save(req, req.body, { id: null, text: req.body.question }),
  );
}
