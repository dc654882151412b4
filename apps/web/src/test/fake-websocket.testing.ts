import type { ClientMessage, WebSocketLike } from '../lib/ws';

/** A browser WebSocket stand-in: the test opens, feeds and drops it by hand. */
export class FakeWebSocket implements WebSocketLike {
  static all: FakeWebSocket[] = [];
  readyState = 0;
  onopen: ((ev: Event) => void) | null = null;
  onmessage: ((ev: MessageEvent) => void) | null = null;
  onclose: ((ev: CloseEvent) => void) | null = null;
  readonly sent: ClientMessage[] = [];
  closedByClient = false;

  constructor(readonly url: string) {
    FakeWebSocket.all.push(this);
  }

  static latest(): FakeWebSocket {
    const last = FakeWebSocket.all.at(-1);
    if (!last) throw new Error('no socket was created');
    return last;
  }

  send(data: string) {
    this.sent.push(JSON.parse(data) as ClientMessage);
  }
  close() {
    this.closedByClient = true;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  /** Any JSON a server might send: the socket trusts none of it (the features parse what they get). */
  receive(frame: object) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(frame) }));
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.(new CloseEvent('close', { code }));
  }
}
