// A coupon test app whose brand configuration a test edits as an admin would: a switch of Fairline is
// written to its stored configuration and the coupon routes read it on the next request.
import type { SiteSettings } from '@fairline/shared/config';
import { createTestDatabase } from '../../../test/test-app';
import { testConfig } from '../../config/env';
import { createSiteConfigService } from '../config/config.service';
import { type CouponTestApp, createCouponTestApp } from './coupon.testing';

type SwitchOf<G extends keyof SiteSettings> = Extract<keyof SiteSettings[G], `is${string}`>;

export interface SwitchableCouponApp extends CouponTestApp {
  /** Stores `value` (any raw flag) as Fairline's `coupon.<key>`. */
  setCouponSwitch(key: SwitchOf<'coupon'>, value: unknown): Promise<void>;
  /** Stores `value` as Fairline's `application.<key>`. */
  setApplicationSwitch(key: SwitchOf<'application'>, value: unknown): Promise<void>;
}

export async function createSwitchableCouponApp(): Promise<SwitchableCouponApp> {
  const database = await createTestDatabase();
  const sites = createSiteConfigService(database, testConfig());
  const t = await createCouponTestApp({ sites }, database);
  const setSwitch = async (group: string, key: string, value: unknown) => {
    await database.query(
      `update site_configs
       set config = jsonb_set(config, array[$1::text], coalesce(config -> $1::text, '{}') || jsonb_build_object($2::text, $3::jsonb))
       where country = '*' and brand_id = (select id from brands where slug = 'fairline')`,
      [group, key, JSON.stringify(value)],
    );
    sites.invalidate();
  };
  return {
    ...t,
    setCouponSwitch: (key, value) => setSwitch('coupon', key, value),
    setApplicationSwitch: (key, value) => setSwitch('application', key, value),
    async close() {
      await t.close();
      await database.close();
    },
  };
}
