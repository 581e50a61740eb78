import { describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from './chromium';
import { uniqueName } from './unique-name';

describe('uniqueName', () => {
  it('when called twice with one prefix, then the names differ and are safe identifiers', () => {
    const a = uniqueName('orders');
    const b = uniqueName('orders');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^orders-[a-z0-9]+-[0-9a-f]{8}$/);
  });
});

describe('chromiumLaunchOptions', () => {
  it("when called, then it launches Debian's chromium headless with the offline flags", () => {
    const options = chromiumLaunchOptions();
    expect(options.executablePath).toBe(
      process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell',
    );
    expect(options.headless).toBe(true);
    expect(options.args).toEqual(
      expect.arrayContaining(['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic']),
    );
  });

  it('when extra args are given, then they are added after the defaults', () => {
    const options = chromiumLaunchOptions({ args: ['--lang=hi-IN'], slowMo: 10 });
    expect(options.args?.at(-1)).toBe('--lang=hi-IN');
    expect(options.slowMo).toBe(10);
  });
});
