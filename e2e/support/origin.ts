import { test } from '@playwright/test';

/**
 * This test's server under another host name (`meridian.localhost` resolves to 127.0.0.1, so the
 * second brand is the same server): the suite may run on several servers, one port each (ADR 0062).
 */
export function originOn(host: string): string {
  const url = new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1:4317');
  url.hostname = host;
  return url.origin;
}
