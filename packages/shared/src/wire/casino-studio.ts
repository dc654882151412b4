// Our casino studio's public facts (ADR 0034): each game's published theoretical RTP and house edge,
// the numbers the lobby's badges and the games' rules show.
import { z } from 'zod';

export const studioGame = z.object({
  id: z.string(),
  rtp: z.number().describe('Published theoretical return to player (0–1), the lowest over the game’s options'),
  rtp_max: z.number().describe('The best option’s RTP'),
  house_edge: z.number().describe('1 − rtp'),
  basis: z.string().describe('How the number is obtained'),
});
export type StudioGame = z.infer<typeof studioGame>;

/** GET /web-api/casino/v1/studio/games */
export const studioGamesAnswer = z.object({ data: z.array(studioGame) });
export type StudioGamesAnswer = z.infer<typeof studioGamesAnswer>;
