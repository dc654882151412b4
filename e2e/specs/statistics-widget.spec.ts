import { expect, test } from '@playwright/test';
import { originOn } from '../support/origin';

// Issue 23, section 2 (ADR 0068): the embeddable statistics widget on the demo host page, the way a
// partner's site embeds it — from another origin (the second demo brand's host lists the first's in its
// allowed origins). The widget reports its height, a price pressed in it lands in the host's bet slip,
// and a message from a foreign origin changes nothing while the host's own does.

interface LineGame {
  I: number;
  SI: number;
  O1: string;
}

test('the demo host embeds the widget cross-origin: height, a bet into the host’s slip, a foreign message ignored', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const res = await page.request.get('/service-api/LineFeed/Get1x2_VZip?sports=1&count=5&lng=en&partner=1');
  const game = ((await res.json()) as { Value: LineGame[] }).Value[0];
  if (!game) throw new Error('no football in the line');
  const widgetOrigin = originOn('meridian.localhost');
  await page.goto(`/en/widget-demo?src=${encodeURIComponent(widgetOrigin)}&href=game/${game.SI}/${game.I}/main`);

  const frame = page.getByTestId('demo-widget-frame');
  await expect(frame).toHaveAttribute(
    'src',
    `${widgetOrigin}/en/widget/statisticpopup/game/${game.SI}/${game.I}/main?href=game%2F${game.SI}%2F${game.I}%2Fmain&language=en&postMessageListenerId=demo&isRtl=false&isDarkTheme=false&is12h=false`,
  );
  const widget = page.frameLocator('[data-testid="demo-widget-frame"]');
  await expect(widget.getByTestId('statistics-game')).toContainText(game.O1);

  // The widget reports its content's height and the host sizes the frame to it.
  const log = page.getByTestId('demo-log');
  await expect(log.locator('[data-type="heightChange"]').first()).toBeAttached();
  await expect.poll(async () => Number(await frame.getAttribute('data-height'))).toBeGreaterThan(300);
  // The content may grow again as its data arrives: the frame follows the latest report.
  await expect
    .poll(async () => {
      const reported = Number(await frame.getAttribute('data-height'));
      return Math.round((await frame.boundingBox())?.height ?? 0) - reported;
    })
    .toBe(0);

  // A price pressed in the widget goes to the host's slip; the host's answer marks it chosen in the widget.
  const price = widget.getByTestId('widget-price').first();
  await price.click();
  const slip = page.getByTestId('demo-slip').getByTestId('demo-slip-item');
  await expect(slip).toHaveCount(1);
  await expect(slip).toContainText(game.O1);
  await expect(price).toHaveAttribute('aria-pressed', 'true');
  await expect(log.locator('[data-type="sendBet"][data-direction="in"]')).toHaveCount(1);

  // A frame of an opaque origin posts a well-formed settings change to the widget: ignored. The host's
  // own change, sent after it, is applied — so the foreign one was read first and dropped.
  await page.evaluate(() => {
    const foreign = document.createElement('iframe');
    foreign.setAttribute('sandbox', 'allow-scripts');
    foreign.srcdoc = '<p>another site</p>';
    document.body.append(foreign);
  });
  const isForeign = (f: import('@playwright/test').Frame) => f.url() === 'about:srcdoc';
  await expect.poll(() => page.frames().some(isForeign)).toBe(true);
  const foreign = page.frames().find(isForeign);
  if (!foreign) throw new Error('the foreign frame did not attach');
  await foreign.evaluate(() => {
    const message = {
      source: 'fairline-statistics-host',
      listenerId: 'demo',
      type: 'settingsChange',
      payload: { isDarkTheme: true },
    };
    window.parent.frames[0]?.postMessage(message, '*');
  });
  const shell = widget.getByTestId('statistics-widget');
  await page.getByTestId('demo-is12h').check();
  await expect(widget.getByTestId('widget-kickoff')).toContainText(/AM|PM/);
  await expect(shell).toHaveAttribute('data-theme', 'light');
  await page.getByTestId('demo-isDarkTheme').check();
  await expect(shell).toHaveAttribute('data-theme', 'dark');
});

test('on our own site the statistics modal shows the widget: a price pressed in it goes to our bet slip', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const res = await page.request.get('/service-api/LineFeed/Get1x2_VZip?sports=1&count=5&lng=en&partner=1');
  const game = ((await res.json()) as { Value: LineGame[] }).Value[0];
  if (!game) throw new Error('no football in the line');
  await page.goto(`/en/line/game/${game.I}`);
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Accept all' }).click();
  const slip = page.getByRole('region', { name: /^Bet slip/ });
  await expect(slip.getByRole('listitem')).toHaveCount(0);

  await page.getByTestId('statistics-link').click();
  await expect(page.getByTestId('statistics-frame')).toHaveAttribute('src', /\/en\/widget\/statisticpopup\/game\//);
  const widget = page.frameLocator('[data-testid="statistics-frame"]');
  const price = widget.getByTestId('widget-price').first();
  await price.click();
  await expect(slip.getByRole('listitem')).toHaveCount(1);
  await expect(slip.getByRole('listitem')).toContainText(game.O1);
  await expect(price).toHaveAttribute('aria-pressed', 'true');
});
