// The verification (KYC) feature: the office's Verification page, loaded on its own.
export const loadVerificationPage = () => import('./verification-page').then((m) => m.VerificationPage);
