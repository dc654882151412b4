// The statuses of a VIP bet request, without zod, so the web imports them without the schema library.

/** awaiting → approved | declined | expired (docs/decisions/0015-bet-options-and-vip-expiry.md). */
export const VIP_BET_STATUSES = ['awaiting', 'approved', 'declined', 'expired'] as const;
export type VipBetStatus = (typeof VIP_BET_STATUSES)[number];

/** Whether a value is one of the statuses (a message from the player's channel is read with it). */
export function isVipBetStatus(value: unknown): value is VipBetStatus {
  return (VIP_BET_STATUSES as readonly unknown[]).includes(value);
}
