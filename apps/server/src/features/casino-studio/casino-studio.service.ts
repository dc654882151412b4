// The public module of casino-studio: what the app (and the platform's provider registry) may use.
export { jackpotDesk, setJackpotContribution, setJackpotSeed } from './jackpot-desk';
export { createStudioAdapter, STUDIO_GAMES } from './studio-adapter';
export { isStudioApiPath, replyStudioError } from './studio-api.routes';
export { badRequest as studioBadRequest } from './studio-errors';
export { httpWalletTransport, selfWalletTransport, type WalletTransport } from './wallet-client';
