import type { ReferralMoney, ReferralUser } from '@fairline/shared/wire/bring-a-friend';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { Button, Skeleton, useNotify } from '../../components/ui';
import { dateTimeFormat, useDisplayTimeZone } from '../../lib/clock';
import { useLang, useTranslation } from '../../lib/i18n';
import { moneyKeys } from '../wallet';
import { CopyField } from './copy-field';
import styles from './friend.module.css';
import { fetchFriendTag, fetchReferralUsers, friendKeys, removeReferralUser, transferToMain } from './friend-api';
import { moneyIn } from './friend-format';

/** The main screen: the player's link and tag, the referral balance with its transfer, the referred players. */
export function FriendMain() {
  const { t } = useTranslation();
  const lang = useLang();
  const tag = useQuery({ queryKey: friendKeys.tag, queryFn: fetchFriendTag });
  const users = useQuery({ queryKey: friendKeys.users, queryFn: fetchReferralUsers });
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return (
    <>
      <section className={styles.group} aria-labelledby="friend-link">
        <h2 id="friend-link" className={styles.heading}>
          {t('friend.yourLink')}
        </h2>
        {tag.data ? (
          <>
            <CopyField label={t('friend.link')} value={`${origin}/${lang}${tag.data.link}`} />
            <CopyField label={t('friend.tag')} value={tag.data.tag} />
          </>
        ) : (
          <Skeleton rows={2} rowHeight={40} />
        )}
      </section>
      {users.isError ? (
        <p className={styles.note} role="alert">
          {t('friend.failed')}
        </p>
      ) : !users.data ? (
        <Skeleton rows={3} rowHeight={48} />
      ) : (
        <>
          <Earnings
            balance={users.data.balance}
            total={users.data.totalEarned}
            percent={users.data.commissionPercent}
          />
          <ReferredPlayers users={users.data.users} />
        </>
      )}
    </>
  );
}

function Earnings({ balance, total, percent }: { balance: ReferralMoney[]; total: ReferralMoney[]; percent: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const client = useQueryClient();
  const notify = useNotify();
  // One id per attempt: a retried click after a lost answer does not move the money twice.
  const requestId = useRef<string | null>(null);
  const transfer = useMutation({
    mutationFn: (currencyId: number) => {
      requestId.current ??= crypto.randomUUID();
      return transferToMain(requestId.current, currencyId);
    },
    onSuccess: (answer) => {
      requestId.current = null;
      notify({
        type: 'success',
        text: t('friend.transferred', {
          amount: moneyIn(answer.transferred.amount, answer.transferred.currencyId, lang),
        }),
      });
      void client.invalidateQueries({ queryKey: friendKeys.users });
      void client.invalidateQueries({ queryKey: moneyKeys.balance });
    },
    onError: () => {
      requestId.current = null;
      notify({ type: 'error', text: t('friend.transferFailed') });
    },
  });
  const positive = balance.filter((b) => b.amount > 0);
  return (
    <section className={styles.group} aria-labelledby="friend-earnings">
      <h2 id="friend-earnings" className={styles.heading}>
        {t('friend.earnings')}
      </h2>
      <p className={styles.note}>{t('friend.commission', { percent })}</p>
      <dl className={styles.figures}>
        <div>
          <dt>{t('friend.balance')}</dt>
          <dd data-testid="friend-balance">
            {positive.length === 0
              ? balance[0]
                ? moneyIn(0, balance[0].currencyId, lang)
                : '—'
              : positive.map((b) => moneyIn(b.amount, b.currencyId, lang)).join(', ')}
          </dd>
        </div>
        <div>
          <dt>{t('friend.totalEarned')}</dt>
          <dd data-testid="friend-total">
            {total.length === 0 ? '—' : total.map((b) => moneyIn(b.amount, b.currencyId, lang)).join(', ')}
          </dd>
        </div>
      </dl>
      {positive.map((b) => (
        <Button key={b.currencyId} disabled={transfer.isPending} onClick={() => transfer.mutate(b.currencyId)}>
          {t('friend.transfer', { amount: moneyIn(b.amount, b.currencyId, lang) })}
        </Button>
      ))}
    </section>
  );
}

function ReferredPlayers({ users }: { users: ReferralUser[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const client = useQueryClient();
  const timeZone = useDisplayTimeZone();
  const format = dateTimeFormat(lang, { dateStyle: 'medium', ...(timeZone ? { timeZone } : {}) });
  const remove = useMutation({
    mutationFn: removeReferralUser,
    onSuccess: () => void client.invalidateQueries({ queryKey: friendKeys.users }),
  });
  return (
    <section className={styles.group} aria-labelledby="friend-players">
      <h2 id="friend-players" className={styles.heading}>
        {t('friend.players')}
      </h2>
      {users.length === 0 ? (
        <p className={styles.note}>{t('friend.none')}</p>
      ) : (
        <div className={styles.tableScroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('friend.col.player')}</th>
                <th scope="col">{t('friend.col.registered')}</th>
                <th scope="col">{t('friend.col.status')}</th>
                <th scope="col">{t('friend.col.earnings')}</th>
                <th scope="col">
                  <span className={styles.hidden}>{t('friend.remove')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {users.map((u) => {
                const name = t('friend.player', { label: u.label });
                return (
                  <tr key={u.referralUserId}>
                    <td dir="ltr">{name}</td>
                    <td>{format.format(new Date(u.registeredAt))}</td>
                    <td>{t(u.isActive ? 'friend.active' : 'friend.inactive')}</td>
                    <td>
                      {u.earnings.length === 0
                        ? '—'
                        : u.earnings.map((e) => moneyIn(e.amount, e.currencyId, lang)).join(', ')}
                    </td>
                    <td>
                      <Button
                        variant="ghost"
                        size="s"
                        disabled={remove.isPending}
                        onClick={() => remove.mutate(u.referralUserId)}
                        aria-label={`${t('friend.remove')}: ${name}`}
                      >
                        {t('friend.remove')}
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
