// Graceful shutdown with background work under way: SIGTERM while the first settlement tick is
// catching up on a week of results. The tick finishes before the database closes, so nothing fails
// and the process exits 0 (a tick used to meet a closed database: "settlement tick failed").
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, killAllServers, startServer, stopGracefully, waitReady } from '../money/server-process';

afterAll(killAllServers);

describe('graceful shutdown', () => {
  it('waits for the settlement tick under way, then closes the database and exits 0', async () => {
    const server = startServer(await freePort(), { SIM_CLOCK: 'wall', DATA_DIR: 'memory://' });
    await waitReady(server, 60_000);
    // The first tick starts 5 s after start-up and reads a week of results.
    await new Promise((resolve) => setTimeout(resolve, 5_500));
    expect(await stopGracefully(server)).toBe(0);
    expect(server.log()).not.toMatch(/tick failed|is closed|after calling end/);
  }, 90_000);
});
