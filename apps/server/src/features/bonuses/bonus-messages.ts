// What the bonus engine tells the player through the inbox (kind 'bonus'). The money moved already:
// a failing inbox is reported, never thrown.
import type { Database } from '../../infra/db';
import { sendInboxMessage } from '../messages/messages.service';
import { bonusRuntime } from './bonus-runtime';

type Query = Pick<Database, 'query'>;

export type BonusMessage = 'bonus_granted' | 'bonus_converted' | 'bonus_expired';

/** Sends one bonus message; `bonus` is the amount it is about, in minor units of `currencyId`. */
export async function tellBonus(
  database: Query,
  userId: number,
  template: BonusMessage,
  params: { bonusId: number; bonus: number; currencyId: number; required?: number },
): Promise<void> {
  try {
    await sendInboxMessage(database, userId, {
      kind: 'bonus',
      template,
      params: {
        bonus_id: params.bonusId,
        bonus: params.bonus,
        currency_id: params.currencyId,
        ...(params.required === undefined ? {} : { required: params.required }),
      },
      link: 'bonuses',
    });
  } catch (err) {
    bonusRuntime(database).onError(err);
  }
}
