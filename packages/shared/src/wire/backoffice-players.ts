// Wire payloads of acting on a player from the back office (issue 24 §2, ADR 0045): block and unblock,
// operator RG blocks, an inbox message, staff notes and the suspicious-activity flag.
import { z } from 'zod';
import { InboxLimits } from './messages';

/** Bounds of what staff type on a player's page. */
export const PlayerActionLimits = { reasonMin: 3, reasonMax: 500, noteMax: 2000 } as const;

const reason = z.string().trim().min(PlayerActionLimits.reasonMin).max(PlayerActionLimits.reasonMax);

/** POST /admin-api/players/:id/block and /unblock. */
export const playerBlockRequest = z.object({ reason });
export const playerStatusAnswer = z.object({ status: z.string(), changed: z.boolean() });
export type PlayerStatusAnswer = z.infer<typeof playerStatusAnswer>;

/** Kinds of an operator RG block (the player's own words: time-out, self-exclusion). */
export const OPERATOR_BLOCK_KINDS = ['timeout', 'self_exclusion'] as const;

/** POST /admin-api/players/:id/rg-blocks: an end date-time, or null for an indefinite block. */
export const operatorBlockRequest = z.object({
  kind: z.enum(OPERATOR_BLOCK_KINDS),
  until: z.string().datetime({ offset: true }).nullable(),
  reason,
});
export type OperatorBlockRequest = z.infer<typeof operatorBlockRequest>;
export const operatorBlockAnswer = z.object({
  id: z.number().int(),
  kind: z.enum(OPERATOR_BLOCK_KINDS),
  until: z.string(),
  indefinite: z.boolean(),
});

/** POST /admin-api/players/:id/rg-blocks/:blockId/lift. */
export const liftBlockParams = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53),
  blockId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53),
});
export const liftBlockRequest = z.object({ reason });

/** POST /admin-api/players/:id/messages: an operator message to the player's inbox (shown as written). */
export const staffMessageRequest = z.object({
  title: z.string().trim().min(1).max(InboxLimits.titleMax),
  body: z.string().trim().min(1).max(InboxLimits.bodyMax),
});
export const staffMessageAnswer = z.object({ id: z.number().int() });

/** A staff note on a player: append-only. */
export const playerNote = z.object({
  id: z.number().int(),
  staff_email: z.string(),
  text: z.string(),
  created_at: z.string(),
});
export type PlayerNote = z.infer<typeof playerNote>;
export const playerNoteRequest = z.object({ text: z.string().trim().min(1).max(PlayerActionLimits.noteMax) });
export const playerNotesAnswer = z.object({ items: z.array(playerNote) });

/** The suspicious-activity flag while set. */
export const playerFlag = z.object({ reason: z.string(), staff_email: z.string(), flagged_at: z.string() });
export type PlayerFlag = z.infer<typeof playerFlag>;
/** PUT sets (or replaces the reason of) the flag; DELETE-like POST …/flag/clear clears it, with a reason. */
export const playerFlagRequest = z.object({ reason });
export const playerFlagAnswer = z.object({ flag: playerFlag.nullable() });
