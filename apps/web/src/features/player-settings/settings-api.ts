import {
  type DisallowSportsRequest,
  type MailingRequest,
  type PlayerSettings,
  playerSettingsAnswer,
} from '@fairline/shared/wire/player-settings';
import { http } from '../../lib/http';

const URL = '/web-api/api/web/user/v1';

export const settingsKeys = { all: ['player-settings'] as const };

const attributes = (answer: unknown): PlayerSettings => playerSettingsAnswer.parse(answer).data.attributes;

/** The player's settings, parsed: the answer is untrusted input. */
export const fetchSettings = () =>
  http.requestOrThrow<unknown>({ url: `${URL}/settings`, method: 'GET' }).then(attributes);

/** Replaces both lists of hidden sports; the answer also sets or clears the cookie the feeds filter by. */
export const saveDisallowedSports = (body: DisallowSportsRequest) =>
  http.requestOrThrow<unknown>({ url: `${URL}/disallow-sports`, method: 'POST', params: body }).then(attributes);

/** Switches marketing channels on or off. */
export const saveMailing = (body: MailingRequest) =>
  http.requestOrThrow<unknown>({ url: `${URL}/mailing`, method: 'PUT', params: body }).then(attributes);
