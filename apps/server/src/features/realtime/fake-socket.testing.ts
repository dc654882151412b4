import type { ServerFrame } from '@fairline/shared/wire/live-frames';
import type { HubSocket } from './hub-types';

/** A socket for hub tests: records what the hub sends; `bufferedAmount` is set by the test. */
export class FakeSocket implements HubSocket {
  bufferedAmount = 0;
  readyState = 1;
  pings = 0;
  terminated = false;
  closedWith: { code: number | undefined; reason: string | undefined } | null = null;
  readonly sent: ServerFrame[] = [];
  /** What `send` was handed, as is: a shared batch is the very same Buffer for every client. */
  readonly raw: (string | Buffer)[] = [];

  send(data: string | Buffer, options?: { binary?: boolean }) {
    if (Buffer.isBuffer(data) && options?.binary !== false) throw new Error('a Buffer must go as a text frame');
    this.raw.push(data);
    this.sent.push(JSON.parse(data.toString()) as ServerFrame);
  }
  ping() {
    this.pings++;
  }
  close(code?: number, reason?: string) {
    this.closedWith = { code, reason };
    this.readyState = 2;
  }
  terminate() {
    this.terminated = true;
    this.readyState = 3;
  }

  frames<T extends ServerFrame['t']>(t: T): Extract<ServerFrame, { t: T }>[] {
    return this.sent.filter((f): f is Extract<ServerFrame, { t: T }> => f.t === t);
  }

  batchItems(): unknown[] {
    return this.frames('batch').flatMap((f) => f.items);
  }
}
