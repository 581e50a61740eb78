export interface ServerSentEvent {
  event: string;
  // An event's JSON: each test's assertions pin its shape.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  data: any;
  id?: string;
}

/**
 * Reads a text/event-stream response with fetch, parsing frames as they arrive, and lets a test
 * wait for the first event that matches.
 */
export async function openEventStream(url: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  const events: ServerSentEvent[] = [];
  const comments: string[] = [];
  let retry: number | undefined;
  const waiters: Array<() => void> = [];
  let buffer = '';

  const parseFrame = (frame: string) => {
    const event: Partial<ServerSentEvent> & { lines: string[] } = { lines: [] };
    for (const line of frame.split('\n')) {
      if (line.startsWith(':')) comments.push(line.slice(1).trim());
      else if (line.startsWith('retry:')) retry = Number(line.slice(6).trim());
      else if (line.startsWith('event:')) event.event = line.slice(6).trim();
      else if (line.startsWith('id:')) event.id = line.slice(3).trim();
      else if (line.startsWith('data:')) event.lines.push(line.slice(5).trim());
    }
    if (event.lines.length > 0) {
      events.push({
        event: event.event ?? 'message',
        id: event.id,
        data: JSON.parse(event.lines.join('\n')),
      });
    }
    for (const wake of waiters.splice(0)) wake();
  };

  const pump = (async () => {
    if (!response.body || !response.ok) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          parseFrame(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
        }
      }
    } catch {
      // aborted by close()
    }
  })();

  return {
    response,
    events,
    comments,
    retry: () => retry,
    async next(
      match: (event: ServerSentEvent) => boolean,
      { timeoutMs = 20_000 } = {},
    ): Promise<ServerSentEvent> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = events.find(match);
        if (found) return found;
        if (Date.now() > deadline)
          throw new Error(`no matching server-sent event; got ${JSON.stringify(events)}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    /** Resolves once the server has ended the stream; rejects if it stays open for `timeoutMs`. */
    async ended({ timeoutMs = 20_000 } = {}): Promise<void> {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('the stream is still open')), timeoutMs);
      });
      try {
        await Promise.race([pump, timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      controller.abort();
      await pump;
    },
  };
}
