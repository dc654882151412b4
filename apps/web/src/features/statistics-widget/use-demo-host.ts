// The demo host's side of the protocol: what a partner's page does with the widget (ADR 0068). It reads
// only the widget frame's messages from the widget's origin and posts to that origin alone.
import {
  type HostMessageType,
  type HostPayloads,
  hostMessage,
  readWidgetMessage,
  type WidgetBet,
  type WidgetMessage,
} from '@fairline/shared/statistics-widget/messages';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

export interface LogEntry {
  id: number;
  direction: 'in' | 'out';
  type: string;
  payload: unknown;
}

const LOG_SIZE = 40;
const sameBet = (a: WidgetBet, b: WidgetBet) =>
  a.gameId === b.gameId && a.group === b.group && a.type === b.type && a.param === b.param;
const refOf = ({ gameId, group, type, param }: WidgetBet) => ({ gameId, group, type, param });

/** The host's state: the frame's height, the widget's route and title, the host's slip and the message log. */
export function useDemoHost(frame: RefObject<HTMLIFrameElement | null>, widgetOrigin: string, listenerId: string) {
  const [height, setHeight] = useState(480);
  const [route, setRoute] = useState({ hostPath: '', canGoBack: false });
  const [title, setTitle] = useState('');
  const [slip, setSlip] = useState<WidgetBet[]>([]);
  const [log, setLog] = useState<LogEntry[]>([]);
  const slipRef = useRef(slip);
  slipRef.current = slip;
  const seq = useRef(0);

  const record = useCallback((direction: LogEntry['direction'], type: string, payload: unknown) => {
    setLog((now) => [{ id: ++seq.current, direction, type, payload }, ...now].slice(0, LOG_SIZE));
  }, []);

  const send = useCallback(
    <K extends HostMessageType>(type: K, payload: HostPayloads[K]) => {
      frame.current?.contentWindow?.postMessage(hostMessage(listenerId, type, payload), widgetOrigin);
      record('out', type, payload);
    },
    [frame, listenerId, widgetOrigin, record],
  );

  const updateSlip = useCallback(
    (next: WidgetBet[]) => {
      setSlip(next);
      send('betsUpdate', { bets: next.map(refOf) });
    },
    [send],
  );

  useEffect(() => {
    const handle = (message: WidgetMessage) => {
      switch (message.type) {
        case 'heightChange':
          return setHeight(message.payload.height);
        case 'historyRouteChange':
          return setRoute({ hostPath: message.payload.hostPath, canGoBack: message.payload.canGoBack });
        case 'setDocumentTitle':
          return setTitle(message.payload.title);
        case 'sendBet': {
          const { bet } = message.payload;
          const now = slipRef.current;
          return updateSlip(now.some((b) => sameBet(b, bet)) ? now : [...now, bet]);
        }
        case 'getCouponData': {
          const now = slipRef.current;
          return send('couponData', { requestId: message.payload.requestId, bets: now.map(refOf), count: now.length });
        }
        case 'hideItemToggle':
          return;
      }
    };
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow) return;
      const message = readWidgetMessage(event, { allowed: [widgetOrigin], listenerId });
      if (!message) return;
      record('in', message.type, message.payload);
      handle(message);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame, widgetOrigin, listenerId, record, send, updateSlip]);

  const remove = (bet: WidgetBet) => updateSlip(slipRef.current.filter((b) => !sameBet(b, bet)));
  return { height, route, title, slip, log, send, remove, clear: () => updateSlip([]) };
}
