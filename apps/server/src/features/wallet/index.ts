import fp from 'fastify-plugin';
import { walletRoutes } from './wallet.routes';
import type { WalletDeps } from './wallet-deps';

/** The wallet feature: player accounts (balance, active account, currency accounts) and the office's account history. */
export const walletPlugin = fp<WalletDeps>(
  async (app, deps) => {
    walletRoutes(app, deps);
  },
  { name: 'wallet' },
);
