import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../infra/db';
import { registerStaffGuard } from './staff-guard';

describe('the back-office guard', () => {
  it('refuses to start an app with an /admin-api route that declares no permission', async () => {
    const app = Fastify();
    registerStaffGuard(app, {} as Database, () => new Date());
    app.get('/admin-api/declared', { config: { staffPermission: 'audit.read' } }, async () => ({}));
    expect(() => app.get('/admin-api/forgotten', async () => ({}))).toThrow(/declares no staffPermission/);
    expect([...app.staffRouteAccess.entries()]).toContainEqual(['GET /admin-api/declared', 'audit.read']);
    await app.close();
  });
});
