// Test support of payments: how the sandbox provider's callback is addressed and signed, for the
// tests that play the provider (the wallet's test app, the money tests).
export { SANDBOX_CALLBACK_PATH } from './sandbox-provider';
export { signCallback } from './signature';
export { WALLET_CALLBACK_PATH } from './wallet-provider';
