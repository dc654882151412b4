// The back office's own records on a player (ADR 0045): staff notes (append-only: listed and added,
// never edited) and the suspicious-activity flag (set and cleared with a reason).
import { idParams } from '@fairline/shared/wire/backoffice';
import {
  playerFlagAnswer,
  playerFlagRequest,
  playerNote,
  playerNoteRequest,
  playerNotesAnswer,
} from '@fairline/shared/wire/backoffice-players';
import { AppError } from '../../errors';
import type { BackofficeContext } from './backoffice-context';
import { addNote, clearFlag, listNotes, setFlag } from './player-records.repository';
import { ADMIN_API, actorOf } from './staff-guard';

const TAGS = ['backoffice'];

export function playerRecordRoutes({ r, database }: BackofficeContext) {
  r.get(
    `${ADMIN_API}/players/:id/notes`,
    {
      config: { staffPermission: 'players.notes' },
      schema: {
        tags: TAGS,
        summary: 'Staff notes on a player, newest first',
        params: idParams,
        response: { 200: playerNotesAnswer },
      },
    },
    async (req) => ({ items: await listNotes(database, req.params.id) }),
  );

  r.post(
    `${ADMIN_API}/players/:id/notes`,
    {
      config: { staffPermission: 'players.notes' },
      schema: {
        tags: TAGS,
        summary: 'Add a note (append-only: notes are never edited or deleted)',
        params: idParams,
        body: playerNoteRequest,
        response: { 200: playerNote },
      },
    },
    async (req) => {
      const note = await addNote(database, actorOf(req), req.params.id, req.body.text);
      if (!note) throw new AppError('NOT_FOUND', 'Player is not found');
      return note;
    },
  );

  r.post(
    `${ADMIN_API}/players/:id/flag`,
    {
      config: { staffPermission: 'players.flag' },
      schema: {
        tags: TAGS,
        summary: 'Flag a player for suspicious activity (a flagged player takes the new reason)',
        params: idParams,
        body: playerFlagRequest,
        response: { 200: playerFlagAnswer },
      },
    },
    async (req) => {
      const flag = await setFlag(database, actorOf(req, req.body.reason), req.params.id);
      if (!flag) throw new AppError('NOT_FOUND', 'Player is not found');
      return { flag };
    },
  );

  r.post(
    `${ADMIN_API}/players/:id/flag/clear`,
    {
      config: { staffPermission: 'players.flag' },
      schema: {
        tags: TAGS,
        summary: 'Clear the suspicious-activity flag (409 when it is not set)',
        params: idParams,
        body: playerFlagRequest,
        response: { 200: playerFlagAnswer },
      },
    },
    async (req) => {
      if (!(await clearFlag(database, actorOf(req, req.body.reason), req.params.id)))
        throw new AppError('CONFLICT', 'The player is not flagged', { errorCode: 'not_flagged' });
      return { flag: null };
    },
  );
}
