// Bring a friend (issue 22 §3, ADR 0061): the office's referral pages (loaded on their own) and the
// referral link's landing step, which the layout runs on every page (no zod, a few lines).

export { friendRoutes } from './routes';
export { useReferralLink } from './use-referral-link';
