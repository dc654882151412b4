// Free spins in our studio (ADR 0064): what a real game session has left to play, and one spin played.
// A spin is the wallet protocol's free bet (amount 0, its reward_uuid) at the reward's fixed bet; its win
// goes to the player's free-spins bonus. Amounts are integers in minor units of the session's currency.
import { z } from 'zod';
import { studioPlayAnswer } from './casino-studio-play';

/** GET /studio-api/v1/free-spins: the spins this session's game has left (0 when none) and the bet of each. */
export const studioFreeSpinsAnswer = z.object({
  left: z.number().int().min(0),
  bet: z.number().int().min(0).describe('The stake a spin plays for (minor units); 0 when none are left'),
});
export type StudioFreeSpinsAnswer = z.infer<typeof studioFreeSpinsAnswer>;

/** POST /studio-api/v1/free-spins: one spin played; the round, the balance and the spins left after it. */
export const studioFreeSpinAnswer = studioPlayAnswer.extend({ free_spins_left: z.number().int().min(0) });
export type StudioFreeSpinAnswer = z.infer<typeof studioFreeSpinAnswer>;
