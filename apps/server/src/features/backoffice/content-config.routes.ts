// The content desk's configuration editor (issue 24 §2, ADR 0055): a brand × country configuration
// row read, previewed (the sanitiser's problems, the raw diff and its effect on what players get),
// saved as a new version, listed by version and rolled back (a rollback is a new version too). A save
// is refused with the sanitiser's problems; every save and rollback is audited with before and after.
import { BackofficeLimits, csvAnswer } from '@fairline/shared/wire/backoffice';
import {
  ContentLimits,
  configAnswer,
  configEditRequest,
  configPreviewAnswer,
  configRollbackRequest,
  configSavedAnswer,
  configSelector,
  configVersionAnswer,
  configVersionParams,
  configVersionsAnswer,
  configVersionsQuery,
  contentBrandsAnswer,
} from '@fairline/shared/wire/backoffice-content';
import { AppError } from '../../errors';
import {
  brandBySlug,
  checkSiteConfig,
  currentConfig,
  diffJson,
  effectiveSettings,
  findConfigVersion,
  type JsonChange,
  listConfigurableBrands,
  listConfigVersions,
  saveConfigVersion,
} from '../config/config.service';
import { appendAudit } from './audit.repository';
import type { BackofficeContext } from './backoffice-context';
import { toCsv } from './csv';
import { ADMIN_API, actorOf, staffOf } from './staff-guard';

const TAGS = ['backoffice'];
const BASE = `${ADMIN_API}/content`;
const VERSION_COLUMNS = ['version', 'note', 'restored_from', 'staff_email', 'created_at'] as const;

/**
 * The audit row's before and after: the version numbers and each changed path's value on either side
 * (the whole rows stay in the versions table, so the log stays readable and complete).
 */
export function auditPair(from: number, to: number, changes: readonly JsonChange[], extra: object = {}) {
  return {
    before: { version: from, values: Object.fromEntries(changes.map((c) => [c.path, c.before ?? null])) },
    after: { version: to, ...extra, values: Object.fromEntries(changes.map((c) => [c.path, c.after ?? null])) },
  };
}

export function contentConfigRoutes({ r, app, database }: BackofficeContext) {
  const rowOf = async (slug: string | undefined, country: string) => {
    const brand = await brandBySlug(database, slug);
    return { brand, ...(await currentConfig(database, brand.id, country)) };
  };

  /** Problems, raw changes and effects of replacing the stored row with `config`. */
  const preview = async (slug: string, country: string, config: Record<string, unknown>) => {
    const current = await rowOf(slug, country);
    const problems = checkSiteConfig(config);
    const before = await effectiveSettings(database, current.brand.id, country, current.config);
    const after = problems.length ? before : await effectiveSettings(database, current.brand.id, country, config);
    return { current, problems, changes: diffJson(current.config ?? {}, config), effects: diffJson(before, after) };
  };

  /** Saved: this instance's cached configurations are dropped, so its pages show the change at once. */
  const invalidateSiteCache = () => app.siteConfig.invalidate();

  r.get(
    `${BASE}/brands`,
    {
      config: { staffPermission: 'content.config' },
      schema: {
        tags: TAGS,
        summary: 'The brands and the countries each one overrides',
        response: { 200: contentBrandsAnswer },
      },
    },
    async () => ({ items: await listConfigurableBrands(database) }),
  );

  r.get(
    `${BASE}/config`,
    {
      config: { staffPermission: 'content.config' },
      schema: {
        tags: TAGS,
        summary: 'A brand × country configuration row as stored, its version and the settings players get',
        querystring: configSelector,
        response: { 200: configAnswer },
      },
    },
    async (req) => {
      const { brand, country } = req.query;
      const current = await rowOf(brand, country);
      const effective = await effectiveSettings(database, current.brand.id, country, current.config);
      return {
        brand: current.brand.slug,
        country,
        version: current.version,
        config: current.config,
        effective: { ...effective },
      };
    },
  );

  r.post(
    `${BASE}/config/preview`,
    {
      config: { staffPermission: 'content.config' },
      schema: {
        tags: TAGS,
        summary: 'What saving this row would change: the sanitiser’s problems, the raw diff and the effect on players',
        body: configEditRequest,
        response: { 200: configPreviewAnswer },
      },
    },
    async (req) => {
      const { problems, changes, effects } = await preview(req.body.brand, req.body.country, req.body.config);
      return { problems, changes, effects };
    },
  );

  r.put(
    `${BASE}/config`,
    {
      config: { staffPermission: 'content.config' },
      schema: {
        tags: TAGS,
        summary: 'Save an edited row as a new version',
        description:
          'Refused (400 config_invalid, validation_errors by path) when the site’s sanitiser would drop or ' +
          'replace any value; 409 config_changed when another version was saved since base_version.',
        body: configEditRequest,
        response: { 200: configSavedAnswer },
      },
    },
    async (req) => {
      const { brand, country, config, base_version, note } = req.body;
      if (JSON.stringify(config).length > ContentLimits.configBytesMax)
        throw new AppError('BAD_REQUEST', 'The configuration is too large');
      const { current, problems, changes } = await preview(brand, country, config);
      if (problems.length > 0) {
        throw new AppError(
          'BAD_REQUEST',
          `The sanitiser refuses ${problems.length} value(s): ${problems[0]?.message}`,
          {
            errorCode: 'config_invalid',
            validationErrors: Object.fromEntries(problems.map((p) => [p.path || '(root)', p.message])),
          },
        );
      }
      const version = await saveConfigVersion(database, {
        brandId: current.brand.id,
        country,
        config,
        baseVersion: base_version,
        note: note ?? null,
        staffEmail: staffOf(req).email,
      });
      invalidateSiteCache();
      await appendAudit(database, actorOf(req, note ?? null), {
        action: 'content.config_saved',
        subject: `site_config:${brand}:${country}`,
        ...auditPair(current.version, version, changes),
      });
      return { version };
    },
  );

  r.get(
    `${BASE}/config/versions`,
    {
      config: { staffPermission: 'content.config' },
      schema: {
        tags: TAGS,
        summary: 'The versions of a configuration row, newest first',
        querystring: configVersionsQuery,
        response: { 200: configVersionsAnswer },
      },
    },
    async (req) => {
      const { brand, country, limit, offset } = req.query;
      return listConfigVersions(database, (await brandBySlug(database, brand)).id, country, { limit, offset });
    },
  );

  r.get(
    `${BASE}/config/versions.csv`,
    {
      config: { staffPermission: 'content.config' },
      schema: {
        tags: TAGS,
        summary: 'The versions of a configuration row as CSV',
        querystring: configSelector,
        response: { 200: csvAnswer },
      },
    },
    async (req, reply) => {
      const brand = await brandBySlug(database, req.query.brand);
      const page = await listConfigVersions(database, brand.id, req.query.country, {
        limit: BackofficeLimits.csvRowsMax,
        offset: 0,
      });
      reply.header('content-disposition', 'attachment; filename="config-versions.csv"').type('text/csv; charset=utf-8');
      return toCsv(VERSION_COLUMNS, page.items);
    },
  );

  r.get(
    `${BASE}/config/versions/:version`,
    {
      config: { staffPermission: 'content.config' },
      schema: {
        tags: TAGS,
        summary: 'One version’s stored row',
        params: configVersionParams,
        querystring: configSelector,
        response: { 200: configVersionAnswer },
      },
    },
    async (req) => {
      const brand = await brandBySlug(database, req.query.brand);
      const { version } = req.params;
      return { version, config: await findConfigVersion(database, brand.id, req.query.country, version) };
    },
  );

  r.post(
    `${BASE}/config/rollback`,
    {
      config: { staffPermission: 'content.config' },
      schema: {
        tags: TAGS,
        summary: 'Restore an earlier version’s row exactly, as a new version',
        description: '409 config_changed when another version was saved since base_version.',
        body: configRollbackRequest,
        response: { 200: configSavedAnswer },
      },
    },
    async (req) => {
      const { brand, country, version: restored, base_version, note } = req.body;
      const current = await rowOf(brand, country);
      const config = await findConfigVersion(database, current.brand.id, country, restored);
      if (config === null && country === '*')
        throw new AppError('BAD_REQUEST', 'A brand cannot be left without defaults');
      const version = await saveConfigVersion(database, {
        brandId: current.brand.id,
        country,
        config,
        baseVersion: base_version,
        note: note ?? `rollback to version ${restored}`,
        staffEmail: staffOf(req).email,
        restoredFrom: restored,
      });
      invalidateSiteCache();
      await appendAudit(database, actorOf(req, note ?? null), {
        action: 'content.config_rolled_back',
        subject: `site_config:${brand}:${country}`,
        ...auditPair(current.version, version, diffJson(current.config ?? {}, config ?? {}), {
          restored_from: restored,
        }),
      });
      return { version };
    },
  );
}
