// The marketing desk (issue 24 §2 "Marketing", ADR 0056): bonus campaigns and promo codes created,
// scheduled and stopped, and a bonus granted to one player with a reason. The bonus engine owns the
// campaigns and the grant (bonuses.service.ts); every change is audited here right after it succeeded.
import { BackofficeLimits, csvAnswer, idParams } from '@fairline/shared/wire/backoffice';
import {
  campaignAnswer,
  campaignCreateRequest,
  campaignListAnswer,
  campaignListQuery,
  campaignScheduleRequest,
  campaignStopRequest,
  staffGrantAnswer,
  staffGrantRequest,
} from '@fairline/shared/wire/backoffice-marketing';
import {
  createCampaign,
  grantStaffBonus,
  listCampaigns,
  scheduleCampaign,
  stopCampaign,
} from '../bonuses/bonuses.service';
import { appendAudit } from './audit.repository';
import type { BackofficeContext } from './backoffice-context';
import { toCsv } from './csv';
import { ADMIN_API, actorOf, staffOf } from './staff-guard';

const TAGS = ['backoffice'];
const CAMPAIGNS = `${ADMIN_API}/marketing/campaigns`;
const CSV_COLUMNS = [
  'id',
  'code',
  'kind',
  'product',
  'status',
  'brand_id',
  'name',
  'percent',
  'max_usd',
  'wager_multiplier',
  'min_odds_single',
  'valid_days',
  'starts_at',
  'ends_at',
  'stopped_at',
  'promo_code',
  'max_activations',
  'activations',
  'bonuses_granted',
  'created_by',
] as const;

export function marketingRoutes({ r, database }: BackofficeContext) {
  r.get(
    CAMPAIGNS,
    {
      config: { staffPermission: 'marketing.campaigns' },
      schema: {
        tags: TAGS,
        summary: 'Bonus campaigns by status (running, scheduled, stopped, ended) and brand, sorted (newest first)',
        querystring: campaignListQuery,
        response: { 200: campaignListAnswer },
      },
    },
    async (req) => listCampaigns(database, req.query),
  );

  r.get(
    `${CAMPAIGNS}.csv`,
    {
      config: { staffPermission: 'marketing.campaigns' },
      schema: {
        tags: TAGS,
        summary: 'The filtered campaigns as CSV',
        querystring: campaignListQuery.pick({ status: true, brand: true, sort: true, dir: true }),
        response: { 200: csvAnswer },
      },
    },
    async (req, reply) => {
      const page = await listCampaigns(database, { ...req.query, offset: 0, limit: BackofficeLimits.csvRowsMax });
      reply.header('content-disposition', 'attachment; filename="campaigns.csv"').type('text/csv; charset=utf-8');
      return toCsv(CSV_COLUMNS, page.items);
    },
  );

  r.post(
    CAMPAIGNS,
    {
      config: { staffPermission: 'marketing.campaigns' },
      schema: {
        tags: TAGS,
        summary: 'Create a bonus campaign or promo code (running at once, or scheduled by its start date)',
        description:
          'Money in whole US dollars (converted per currency), odds as decimals. Refusals: 400 with the field in ' +
          'validation_errors; 409 campaign_code_taken or promo_code_taken.',
        body: campaignCreateRequest,
        response: { 200: campaignAnswer },
      },
    },
    async (req) => {
      const campaign = await createCampaign(database, req.body, staffOf(req).email);
      await appendAudit(database, actorOf(req), {
        action: 'marketing.campaign_created',
        subject: `campaign:${campaign.id}`,
        after: campaign,
      });
      return { campaign };
    },
  );

  r.post(
    `${CAMPAIGNS}/:id/schedule`,
    {
      config: { staffPermission: 'marketing.campaigns' },
      schema: {
        tags: TAGS,
        summary: 'Set a campaign’s start and end dates (null: from now, open-ended)',
        description: 'The end must lie ahead (a campaign is ended now by stopping it); a stopped one is 409.',
        params: idParams,
        body: campaignScheduleRequest,
        response: { 200: campaignAnswer },
      },
    },
    async (req) => {
      const { before, after } = await scheduleCampaign(database, req.params.id, req.body);
      await appendAudit(database, actorOf(req, req.body.reason ?? null), {
        action: 'marketing.campaign_scheduled',
        subject: `campaign:${after.id}`,
        before: { status: before.status, starts_at: before.starts_at, ends_at: before.ends_at },
        after: { status: after.status, starts_at: after.starts_at, ends_at: after.ends_at },
      });
      return { campaign: after };
    },
  );

  r.post(
    `${CAMPAIGNS}/:id/stop`,
    {
      config: { staffPermission: 'marketing.campaigns' },
      schema: {
        tags: TAGS,
        summary: 'Stop a running or scheduled campaign: no new grants; bonuses it granted are untouched',
        description:
          'Its promo code stops working and it leaves the promotions pages. 409 campaign_stopped, campaign_ended.',
        params: idParams,
        body: campaignStopRequest,
        response: { 200: campaignAnswer },
      },
    },
    async (req) => {
      const { before, after } = await stopCampaign(database, req.params.id);
      await appendAudit(database, actorOf(req, req.body.reason), {
        action: 'marketing.campaign_stopped',
        subject: `campaign:${after.id}`,
        before: { status: before.status },
        after: { status: after.status, stopped_at: after.stopped_at, bonuses_granted: after.bonuses_granted },
      });
      return { campaign: after };
    },
  );

  r.post(
    `${ADMIN_API}/players/:id/bonuses`,
    {
      config: { staffPermission: 'marketing.grant' },
      schema: {
        tags: TAGS,
        summary: 'Grant the player a bonus of a running campaign, with a reason (idempotent by key)',
        description:
          'In the player’s account currency, at most the campaign’s cap there (the default); one ledger ' +
          'transaction bonus_cost → player_bonus; the player gets an inbox message. The same idempotency_key ' +
          'answers the first grant (replayed: true). 409 campaign_not_running, campaign_not_for_player, bonus_busy; ' +
          '403 when player protection refuses bonus money.',
        params: idParams,
        body: staffGrantRequest,
        response: { 200: staffGrantAnswer },
      },
    },
    async (req) => {
      const staff = staffOf(req);
      const { campaignCode, ...granted } = await grantStaffBonus(database, {
        userId: req.params.id,
        campaignId: req.body.campaign_id,
        amount: req.body.amount_minor,
        idempotencyKey: req.body.idempotency_key,
        actor: `staff:${staff.id}`,
        ip: req.ip,
      });
      if (!granted.replayed) {
        await appendAudit(database, actorOf(req, req.body.reason), {
          action: 'marketing.bonus_granted',
          subject: `user:${req.params.id}`,
          after: { ...granted, campaign_id: req.body.campaign_id, campaign: campaignCode },
        });
      }
      return granted;
    },
  );
}
