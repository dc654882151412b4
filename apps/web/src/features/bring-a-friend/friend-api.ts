import {
  type BannersAnswer,
  bannersAnswer,
  type FriendTagAnswer,
  friendTagAnswer,
  type ReferralUsersAnswer,
  referralUsersAnswer,
  type TransferReferralAnswer,
  transferReferralAnswer,
} from '@fairline/shared/wire/bring-a-friend';
import { http } from '../../lib/http';

const FRIEND = '/web-api/bringfriend';

export const friendKeys = {
  all: ['bring-a-friend'] as const,
  tag: ['bring-a-friend', 'tag'] as const,
  users: ['bring-a-friend', 'users'] as const,
  banners: (lang: string) => ['bring-a-friend', 'banners', lang] as const,
};

/** The player's tag and the path of their link (answers are untrusted: parsed). */
export const fetchFriendTag = (): Promise<FriendTagAnswer['data']> =>
  http
    .requestOrThrow<unknown>({ url: '/web-api/api/v3/users/friend-reffer-tag', method: 'GET' })
    .then((a) => friendTagAnswer.parse(a).data);

export const fetchReferralUsers = (): Promise<ReferralUsersAnswer['data']> =>
  http
    .requestOrThrow<unknown>({ url: `${FRIEND}/getReferralUsers`, method: 'POST', params: {} })
    .then((a) => referralUsersAnswer.parse(a).data);

export const fetchBanners = (lang: 'ru' | 'en' | 'ar'): Promise<BannersAnswer['data']> =>
  http
    .requestOrThrow<unknown>({ url: `${FRIEND}/getBanners`, method: 'POST', params: { lang } })
    .then((a) => bannersAnswer.parse(a).data);

export const removeReferralUser = (referralUserId: number) =>
  http.requestOrThrow<unknown>({ url: `${FRIEND}/removeReferralUser`, method: 'POST', params: { referralUserId } });

/** Moves the whole referral balance of a currency to the main account; `requestId` keeps a retry harmless. */
export const transferToMain = (requestId: string, currencyId: number): Promise<TransferReferralAnswer['data']> =>
  http
    .requestOrThrow<unknown>({
      url: `${FRIEND}/transferMoneyToMainAccount`,
      method: 'POST',
      params: { requestId, currencyId },
    })
    .then((a) => transferReferralAnswer.parse(a).data);
