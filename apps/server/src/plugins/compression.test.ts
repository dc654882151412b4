import { describe, expect, it } from 'vitest';
import { keepsOwnEncoding } from './compression';

describe('which routes keep their own encoding', () => {
  it('leaves the WebSocket, the feeds and the built files alone', () => {
    expect(keepsOwnEncoding({ url: '/ws' })).toBe(true);
    expect(keepsOwnEncoding({ url: '/service-api/LineFeed/Get1x2_VZip' })).toBe(true);
    expect(keepsOwnEncoding({ url: '/service-api/LiveFeed/GetGameZip' })).toBe(true);
    // @fastify/static marks each file's route with the file and the folder it is served from.
    const staticConfig = { file: '/assets/index-abc.js', rootPath: '/dist' } as Record<string, unknown>;
    expect(keepsOwnEncoding({ url: '/assets/index-abc.js', config: staticConfig })).toBe(true);
  });

  it('compresses every other answer: APIs, pages, errors', () => {
    for (const url of [
      '/web-api/api/web/site/v1/config',
      '/translation-api/by-lang/{lang}',
      '/*',
      '/service-api/LiveBet/Secure/MakeBetWeb',
    ]) {
      expect(keepsOwnEncoding({ url }), url).toBe(false);
    }
  });
});
