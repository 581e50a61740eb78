import { describe, expect, it, vi } from 'vitest';
import { openNotificationStream } from './notification-stream';
import type { StreamSource } from './notification-stream';

type Listener = (event: MessageEvent<string>) => void;

class FakeSource implements StreamSource {
  readyState = 0;
  closed = false;
  listeners = new Map<string, Listener[]>();
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  emit(type: string, data = '') {
    for (const listener of this.listeners.get(type) ?? []) {
      listener({ data } as MessageEvent<string>);
    }
  }
}

const setup = () => {
  const sources: FakeSource[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const handlers = { onCount: vi.fn(), onNotification: vi.fn(), onReconnected: vi.fn() };
  const stop = openNotificationStream({
    ...handlers,
    url: '/api/notifications/stream',
    createSource: () => {
      const source = new FakeSource();
      sources.push(source);
      return source;
    },
    setTimer: (run, ms) => timers.push({ run, ms }),
    clearTimer: () => undefined,
  });
  return { sources, timers, handlers, stop };
};

describe('notification stream', () => {
  it('when the server sends a count and a notification, then both reach the handlers', () => {
    const { sources, handlers } = setup();
    const source = sources[0]!;
    source.emit('open');
    source.emit('unread-count', JSON.stringify({ count: 4 }));
    source.emit('notification', JSON.stringify({ id: 'n1', type: 'USER_SIGNUP', read: false }));
    expect(handlers.onCount).toHaveBeenCalledWith(4);
    expect(handlers.onNotification).toHaveBeenCalledWith(expect.objectContaining({ id: 'n1' }));
    expect(handlers.onReconnected).not.toHaveBeenCalled();
  });

  it('when an event carries no usable data, then it is ignored', () => {
    const { sources, handlers } = setup();
    sources[0]!.emit('unread-count', 'not json');
    sources[0]!.emit('notification', JSON.stringify({ title: 'no id' }));
    expect(handlers.onCount).not.toHaveBeenCalled();
    expect(handlers.onNotification).not.toHaveBeenCalled();
  });

  it('when the browser is still retrying by itself, then no second connection is opened', () => {
    const { sources, timers } = setup();
    sources[0]!.readyState = 0;
    sources[0]!.emit('error');
    expect(timers).toHaveLength(0);
    expect(sources).toHaveLength(1);
  });

  it('when the connection is given up, then it reconnects later, waiting longer each time, and reports the reconnect', () => {
    const { sources, timers, handlers } = setup();
    sources[0]!.emit('open');
    sources[0]!.readyState = 2;
    sources[0]!.emit('error');
    expect(timers.map((timer) => timer.ms)).toEqual([1_000]);
    timers[0]!.run();
    expect(sources).toHaveLength(2);
    sources[1]!.readyState = 2;
    sources[1]!.emit('error');
    expect(timers.map((timer) => timer.ms)).toEqual([1_000, 2_000]);
    timers[1]!.run();
    sources[2]!.emit('open');
    expect(handlers.onReconnected).toHaveBeenCalledTimes(1);
  });

  it('when the stream is stopped, then the source is closed and an error schedules nothing', () => {
    const { sources, timers, stop } = setup();
    stop();
    expect(sources[0]!.closed).toBe(true);
    sources[0]!.emit('error');
    expect(timers).toHaveLength(0);
  });
});
