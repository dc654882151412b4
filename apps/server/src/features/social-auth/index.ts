import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config/env';
import { startDevOidcProvider } from '../../dev-oidc/dev-oidc-provider';
import type { AuthContext } from '../auth/auth.service';
import { devProviderConfig, parseSocialProviders } from './providers';
import { socialAuthRoutes } from './social-auth.routes';

const DEV_HOSTS = ['localhost', '127.0.0.1', 'fairline.localhost', 'meridian.localhost'];

export interface SocialAuthOptions {
  auth: AuthContext;
  config: AppConfig;
}

/**
 * The social-auth feature: social login with the configured providers; outside production (DEV_OIDC)
 * a local OpenID Connect provider on a free 127.0.0.1 port stands in for "google", so the whole
 * redirect flow runs for real.
 */
export const socialAuthPlugin = fp<SocialAuthOptions>(
  async (app, { auth, config }) => {
    const providers = parseSocialProviders(config.SOCIAL_PROVIDERS);
    if (config.NODE_ENV !== 'production' && config.DEV_OIDC && !providers.google) {
      const secret = randomBytes(24).toString('base64url');
      const origins = config.PUBLIC_URL
        ? [config.PUBLIC_URL]
        : [...DEV_HOSTS.map((h) => `http://${h}:${config.PORT}`), 'http://localhost:5173'];
      const dev = await startDevOidcProvider({
        clients: [
          {
            client_id: 'fairline-dev',
            client_secret: secret,
            redirect_uris: origins.map((o) => `${o}/web-api/socauth/callback/google`),
          },
        ],
      });
      app.addHook('onClose', () => dev.close());
      providers.google = devProviderConfig(dev.issuer, 'fairline-dev', secret);
    }
    socialAuthRoutes(app, { auth, providers, publicUrl: config.PUBLIC_URL });
  },
  { name: 'social-auth' },
);
