import type { AppNotification } from './types';

// The parts of EventSource the stream uses, so tests can drive it without a browser.
export type StreamSource = {
  readonly readyState: number;
  addEventListener: (type: string, listener: (event: MessageEvent<string>) => void) => void;
  close: () => void;
};

export type StreamHandlers = {
  onCount: (count: number) => void;
  onNotification: (notification: AppNotification) => void;
  // After a reconnect: what arrived during the gap was not pushed, so lists must refetch.
  onReconnected: () => void;
};

export type StreamOptions = StreamHandlers & {
  url: string;
  createSource: (url: string) => StreamSource;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  initialDelayMs?: number;
  maxDelayMs?: number;
};

const CLOSED = 2;

const parse = (event: MessageEvent<string>): unknown => {
  try {
    return JSON.parse(event.data) as unknown;
  } catch {
    return undefined;
  }
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

// Server-sent events of the notifications service: `unread-count` ({ count }) on connect and
// after each change, `notification` for each new one. EventSource retries a dropped connection
// by itself, but gives up for good when an answer is not a stream (gateway or service down,
// 502/503); then this opens a new one, waiting longer after each failure.
export const openNotificationStream = (options: StreamOptions): (() => void) => {
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer =
    options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  const initialDelay = options.initialDelayMs ?? 1_000;
  const maxDelay = options.maxDelayMs ?? 30_000;
  let source: StreamSource | undefined;
  let timer: unknown;
  let delay = initialDelay;
  let opened = false;
  let stopped = false;

  const connect = () => {
    const current = options.createSource(options.url);
    source = current;
    current.addEventListener('open', () => {
      delay = initialDelay;
      if (opened) options.onReconnected();
      opened = true;
    });
    current.addEventListener('unread-count', (event) => {
      const body = parse(event);
      if (isRecord(body) && typeof body.count === 'number') options.onCount(body.count);
    });
    current.addEventListener('notification', (event) => {
      const body = parse(event);
      if (isRecord(body) && typeof body.id === 'string') {
        options.onNotification(body as AppNotification);
      }
    });
    current.addEventListener('error', () => {
      if (stopped || current.readyState !== CLOSED) return;
      current.close();
      timer = setTimer(connect, delay);
      delay = Math.min(delay * 2, maxDelay);
    });
  };

  connect();
  return () => {
    stopped = true;
    if (timer !== undefined) clearTimer(timer);
    source?.close();
  };
};
