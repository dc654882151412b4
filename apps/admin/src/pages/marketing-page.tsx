// The marketing desk (issue 24 §2 "Marketing", ADR 0056): bonus campaigns and promo codes by status and
// brand (paged on the server, CSV), a new campaign, new dates or a stop for a campaign, and a bonus
// granted to a player. Stopping ends new grants; the bonuses a campaign granted keep running.
import {
  CAMPAIGN_STATUSES,
  type CampaignItem,
  type CampaignListAnswer,
  type CampaignStatus,
} from '@fairline/shared/wire/backoffice-marketing';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { api, queryOf } from '../api';
import { type Column, DataTable, type SortState } from '../components/data-table';
import { ErrorText } from '../components/error-text';
import { FilterSelect } from '../components/filter-select';
import { may, useMe } from '../session';
import { CampaignForm, utcOf } from './marketing-campaign-form';
import { freeBetOffer } from './marketing-free-bet-fields';
import { GrantBonusForm } from './marketing-grant';
import './marketing.css';

const LIMIT = 25;
const at = (iso: string | null) => (iso ? iso.slice(0, 16).replace('T', ' ') : '—');
const STATUS_LABELS: Record<CampaignStatus, string> = {
  running: 'Running',
  scheduled: 'Scheduled',
  stopped: 'Stopped',
  ended: 'Ended',
};

/** New dates for one campaign (UTC), with an optional reason. */
function ScheduleForm({ campaign, onDone }: { campaign: CampaignItem; onDone: () => void }) {
  const client = useQueryClient();
  const [error, setError] = useState<unknown>(null);
  const local = (iso: string | null) => (iso ? iso.slice(0, 16) : '');
  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setError(null);
    try {
      await api(`/marketing/campaigns/${campaign.id}/schedule`, {
        method: 'POST',
        body: {
          starts_at: utcOf(String(form.get('starts_at') ?? '')),
          ends_at: utcOf(String(form.get('ends_at') ?? '')),
          ...(form.get('reason') ? { reason: String(form.get('reason')) } : {}),
        },
      });
      await client.invalidateQueries({ queryKey: ['campaigns'] });
      onDone();
    } catch (err) {
      setError(err);
    }
  };
  return (
    <form className="reply" aria-label={`Schedule ${campaign.code}`} onSubmit={onSubmit}>
      <h3>Schedule {campaign.code}</h3>
      <label>
        Starts (UTC, empty: now)
        <input type="datetime-local" name="starts_at" defaultValue={local(campaign.starts_at)} />
      </label>
      <label>
        Ends (UTC, empty: open-ended)
        <input type="datetime-local" name="ends_at" defaultValue={local(campaign.ends_at)} />
      </label>
      <label>
        Reason (optional)
        <input name="reason" minLength={3} maxLength={500} />
      </label>
      <div>
        <button type="submit">Save dates</button>{' '}
        <button type="button" onClick={onDone}>
          Cancel
        </button>
      </div>
      <ErrorText error={error} />
    </form>
  );
}

export function MarketingPage() {
  const me = useMe();
  const client = useQueryClient();
  const [status, setStatus] = useState<CampaignStatus | ''>('');
  const [brand, setBrand] = useState('');
  const [offset, setOffset] = useState(0);
  const [sort, setSort] = useState<SortState | undefined>(undefined);
  const [scheduling, setScheduling] = useState<CampaignItem | null>(null);
  const [error, setError] = useState<unknown>(null);
  const filter = { status, brand, sort: sort?.by, dir: sort?.dir };
  const list = useQuery({
    queryKey: ['campaigns', status, brand, offset, sort?.by, sort?.dir],
    queryFn: () => api<CampaignListAnswer>(`/marketing/campaigns${queryOf({ ...filter, offset, limit: LIMIT })}`),
    placeholderData: keepPreviousData,
  });
  const running = useQuery({
    queryKey: ['campaigns', 'running-all'],
    queryFn: () => api<CampaignListAnswer>(`/marketing/campaigns${queryOf({ status: 'running', limit: 200 })}`),
  });
  const brands = list.data?.brands ?? [];
  const brandName = (id: number | null) =>
    id === null ? 'Every brand' : (brands.find((b) => b.id === id)?.name ?? id);

  const stop = async (c: CampaignItem) => {
    setError(null);
    const reason = window.prompt(`Why stop ${c.code}? New grants end; its bonuses keep running.`);
    if (!reason) return;
    try {
      await api(`/marketing/campaigns/${c.id}/stop`, { method: 'POST', body: { reason } });
      await client.invalidateQueries({ queryKey: ['campaigns'] });
    } catch (err) {
      setError(err);
    }
  };
  const canEdit = may(me, 'marketing.campaigns');
  const columns: Column<CampaignItem>[] = [
    { key: 'code', title: 'Campaign', cell: (c) => `${c.name} (${c.code})`, sort: 'code' },
    { key: 'kind', title: 'Kind', cell: (c) => `${c.kind} · ${c.product}` },
    { key: 'status', title: 'Status', cell: (c) => <span data-testid="campaign-status">{c.status}</span> },
    { key: 'brand', title: 'Brand', cell: (c) => brandName(c.brand_id) },
    {
      key: 'offer',
      title: 'Offer',
      cell: (c) =>
        c.free_bet
          ? freeBetOffer(c)
          : c.spins
            ? `${c.spins.count} spins of ${c.spins.game} at ${(c.spins.bet_cents / 100).toFixed(2)} USD · wins ×${c.wager_multiplier} · ${c.valid_days} d${c.deposit_trigger ? ` · ${c.deposit_trigger.replace('_', ' ')}` : ''}`
            : `${c.percent === null ? '' : `${c.percent}% up to `}${c.max_usd} USD · ×${c.wager_multiplier} · odds ${c.min_odds_single} · ${c.valid_days} d`,
    },
    {
      key: 'code-limit',
      title: 'Promo code',
      cell: (c) =>
        c.promo_code ? (
          `${c.promo_code} (${c.activations}/${c.max_activations ?? '∞'})`
        ) : (
          <span className="muted">—</span>
        ),
    },
    {
      key: 'dates',
      title: 'Dates (UTC)',
      cell: (c) => `${at(c.starts_at)} → ${at(c.ends_at)}`,
      sort: 'starts_at',
      firstDir: 'desc',
    },
    { key: 'granted', title: 'Bonuses', cell: (c) => c.bonuses_granted, sort: 'bonuses_granted', firstDir: 'desc' },
    {
      key: 'actions',
      title: 'Actions',
      cell: (c) =>
        canEdit && (c.status === 'running' || c.status === 'scheduled') ? (
          <>
            <button type="button" onClick={() => setScheduling(c)}>
              Schedule
            </button>{' '}
            <button type="button" onClick={() => stop(c)}>
              Stop
            </button>
          </>
        ) : c.stopped_at ? (
          <span className="muted">stopped {at(c.stopped_at)}</span>
        ) : null,
    },
  ];
  return (
    <>
      <h1>Marketing</h1>
      <h2>Campaigns</h2>
      <div className="filters">
        <FilterSelect
          label="Status"
          all="Every status"
          value={status}
          options={CAMPAIGN_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
          onChange={(next) => {
            setStatus(next);
            setOffset(0);
          }}
        />
        <FilterSelect
          label="Brand"
          all="Every brand"
          value={brand}
          options={brands.map((b) => ({ value: String(b.id), label: b.name }))}
          onChange={(next) => {
            setBrand(next);
            setOffset(0);
          }}
        />
      </div>
      <ErrorText error={error ?? list.error} />
      <DataTable
        label="Campaigns"
        columns={columns}
        rows={list.data?.items}
        total={list.data?.total}
        offset={offset}
        limit={LIMIT}
        onOffset={setOffset}
        csvHref={`/admin-api/marketing/campaigns.csv${queryOf(filter)}`}
        rowKey={(c) => c.id}
        sorting={{
          sort,
          onSort: (next) => {
            setSort(next);
            setOffset(0);
          },
        }}
      />
      {scheduling && <ScheduleForm key={scheduling.id} campaign={scheduling} onDone={() => setScheduling(null)} />}
      {canEdit && (
        <section aria-label="New campaign">
          <h2>New campaign</h2>
          <CampaignForm brands={brands} />
        </section>
      )}
      {may(me, 'marketing.grant') && (
        <section aria-label="Grant">
          <h2>Grant a bonus to a player</h2>
          <GrantBonusForm campaigns={running.data?.items ?? []} />
        </section>
      )}
    </>
  );
}
