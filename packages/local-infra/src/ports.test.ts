import { describe, expect, it } from 'vitest';
import { isPortClash, retryOnPortClash } from './ports';

describe('isPortClash', () => {
  it.each([
    'Socket server failed to bind to 127.0.0.1:38501: Address already in use.',
    'listen tcp 127.0.0.1:4000: bind: address already in use',
    'Error: listen EADDRINUSE: address already in use 127.0.0.1:4001',
  ])('when a server says %s, then it is a port clash', (message) => {
    expect(isPortClash(new Error(message))).toBe(true);
  });

  it('when a server fails for another reason, then it is not', () => {
    expect(isPortClash(new Error('Kafka needs Java: install a JDK 17+'))).toBe(false);
  });
});

describe('retryOnPortClash', () => {
  it('when the first start meets a taken port, then it starts again and returns that result', async () => {
    const lines: string[] = [];
    let calls = 0;
    const result = await retryOnPortClash(
      async () => {
        calls += 1;
        if (calls === 1) throw new Error('bind: address already in use');
        return 'up';
      },
      { log: (line) => lines.push(line) },
    );
    expect(result).toBe('up');
    expect(calls).toBe(2);
    expect(lines).toHaveLength(1);
  });

  it('when every attempt clashes, then the last error comes out after the allowed attempts', async () => {
    let calls = 0;
    const start = async () => {
      calls += 1;
      throw new Error(`EADDRINUSE ${calls}`);
    };
    await expect(retryOnPortClash(start, { attempts: 3 })).rejects.toThrow('EADDRINUSE 3');
    expect(calls).toBe(3);
  });

  it('when the failure is not a port clash, then it is not retried', async () => {
    let calls = 0;
    const start = async () => {
      calls += 1;
      throw new Error('jar missing');
    };
    await expect(retryOnPortClash(start)).rejects.toThrow('jar missing');
    expect(calls).toBe(1);
  });
});
