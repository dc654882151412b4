import type { FastifyRequest } from 'fastify';
import { audit } from '../../infra/audit';
import type { AuthContext } from '../auth/auth.service';
import { notifySecurityChange } from '../auth/auth.service';
import type { SecurityUser } from './security-user';

/**
 * After a security change: a notice to the owner (e-mail, else SMS; plus SMS to `extraPhones`, e.g. the
 * old number of a phone change) and an audit event [ASVS 6.3.7].
 */
export async function recordSecurityChange(
  ctx: AuthContext,
  req: FastifyRequest,
  user: Pick<SecurityUser, 'id' | 'email' | 'phone'>,
  change: { action: string; notice: string; details?: object; extraPhones?: string[] },
): Promise<void> {
  const site = await ctx.sites.resolve(req);
  await notifySecurityChange(ctx.messaging, user, site.brand.name, change.notice);
  for (const phone of change.extraPhones ?? []) {
    if (phone !== user.phone || user.email)
      await ctx.messaging.sendSms({ to: phone, body: `${site.brand.name}: ${change.notice}` });
  }
  await audit(ctx.database, {
    actor: `user:${user.id}`,
    action: change.action,
    subject: `user:${user.id}`,
    ip: req.ip,
    details: change.details,
  });
}
