import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createDevAccounts } from './dev-accounts';
import { handleInteraction } from './interaction';

export interface DevOidcClient {
  client_id: string;
  client_secret: string;
  redirect_uris: string[];
}

export interface DevOidcOptions {
  /** 0 (the default) picks a free port; tests use that. */
  port?: number;
  /** 127.0.0.1 unless given: the dev provider is never meant to face a network. */
  host?: string;
  /** The issuer as the browser reaches it; `http://<host>:<port>` when omitted. */
  issuerUrl?: string;
  clients: DevOidcClient[];
}

export interface DevOidcProvider {
  issuer: string;
  close(): Promise<void>;
}

// Short lifetimes: nothing issued by the dev provider should outlive a test run or a dev session.
const TTL_S = { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 3600, Grant: 3600 };

function signingKey() {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), use: 'sig', alg: 'RS256', kid: randomBytes(8).toString('hex') };
}

/**
 * Starts a real OpenID Connect provider on its own port for dev and tests: authorization code with
 * PKCE, a plain login form where any e-mail and name sign in (and consent), and the claims sub,
 * email, email_verified and name. Everything lives in memory and ends with `close()`.
 */
export async function startDevOidcProvider(options: DevOidcOptions): Promise<DevOidcProvider> {
  const host = options.host ?? '127.0.0.1';
  const accounts = createDevAccounts();
  let handler: ((req: IncomingMessage, res: ServerResponse) => void) | undefined;
  const server = createServer((req, res) => {
    if (handler) handler(req, res);
    else res.writeHead(503).end();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const issuer = options.issuerUrl ?? `http://${host}:${port}`;

  // Loaded here, not at the top: only a development server has this provider, and the package is
  // the slowest import of the app (about 2 s under load), which `npm start` in production skips.
  const { default: Provider } = await import('oidc-provider');
  const provider = new Provider(issuer, {
    clients: options.clients.map((c) => ({
      ...c,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    })),
    async findAccount(_ctx: unknown, sub: string) {
      const account = accounts.find(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: async () => ({ sub, email: account.email, email_verified: true, name: account.name }),
      };
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: async (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    pkce: { required: () => true },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    jwks: { keys: [signingKey()] },
    ttl: TTL_S,
    async renderError(ctx: { type: string; body: string }, out: Record<string, string>) {
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = `Dev OIDC provider error: ${out.error ?? 'error'} ${out.error_description ?? ''}`;
    },
  });
  const oidc = provider.callback();
  handler = (req, res) => {
    handleInteraction(provider, accounts, req, res)
      .then((handled) => {
        if (!handled) oidc(req, res);
      })
      .catch(() => {
        if (!res.headersSent) res.writeHead(400, { 'content-type': 'text/plain' });
        res.end('The sign-in has expired, start again');
      });
  };

  return {
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
