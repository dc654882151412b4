import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../infra/db';
import { listOutbox, type OutboxRow } from '../../infra/messaging';

const query = z.object({
  recipient: z.string().trim().min(1).max(254).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

// Dev-only: read by the tests' and browser tests' helpers, never by the web app, so it stays here.
export const outboxAnswer = z.object({
  data: z.array(
    z.object({
      id: z.number(),
      channel: z.string(),
      recipient: z.string(),
      subject: z.string().nullable(),
      body: z.string(),
      created_at: z.string(),
    }),
  ),
});

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function page(rows: OutboxRow[]): string {
  const items = rows
    .map(
      (m) =>
        `<tr><td>${m.id}</td><td>${escapeHtml(new Date(m.createdAt).toISOString())}</td><td>${m.channel}</td>` +
        `<td>${escapeHtml(m.recipient)}</td><td>${escapeHtml(m.subject ?? '')}</td><td><pre>${escapeHtml(m.body)}</pre></td></tr>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outbox</title></head><body>
<h1>Development outbox</h1><p>Every e-mail and SMS the server would have sent, newest first.</p>
<table border="1" cellpadding="4"><thead><tr><th>#</th><th>At</th><th>Channel</th><th>To</th><th>Subject</th><th>Body</th></tr></thead>
<tbody>${items || '<tr><td colspan="6">No messages</td></tr>'}</tbody></table></body></html>`;
}

/** The development outbox as an HTML page and as JSON (for tests and e2e). Never registered in production. */
export function outboxRoutes(app: FastifyInstance, opts: { database: Database; nodeEnv: string }) {
  if (opts.nodeEnv === 'production') return;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const htmlPage = { content: { 'text/html': { schema: z.string().describe('HTML page') } } };
  r.get(
    '/dev/outbox',
    { schema: { hide: true, querystring: query, response: { 200: htmlPage } } },
    async (req, reply) => {
      const rows = await listOutbox(opts.database, { recipient: req.query.recipient, limit: req.query.limit });
      return reply.type('text/html; charset=utf-8').send(page(rows));
    },
  );
  r.get(
    '/dev/outbox.json',
    {
      schema: {
        hide: true,
        querystring: query,
        response: { 200: outboxAnswer },
      },
    },
    async (req) => {
      const rows = await listOutbox(opts.database, { recipient: req.query.recipient, limit: req.query.limit });
      return {
        data: rows.map((m) => ({
          id: m.id,
          channel: m.channel,
          recipient: m.recipient,
          subject: m.subject,
          body: m.body,
          created_at: new Date(m.createdAt).toISOString(),
        })),
      };
    },
  );
}
