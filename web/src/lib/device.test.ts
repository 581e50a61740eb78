import { describe, expect, it } from 'vitest';
import { isMobileDevice, requestTimeoutMs } from './device';

const androidChrome =
  'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const desktopChrome =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

describe('device detection', () => {
  it('when the browser is a phone, then it counts as mobile', () => {
    expect(isMobileDevice(androidChrome, false)).toBe(true);
  });

  it('when a desktop agent has a touch-only (coarse) pointer, then it counts as mobile', () => {
    expect(isMobileDevice(desktopChrome, true)).toBe(true);
  });

  it('when a desktop browser has a mouse, then it is not mobile', () => {
    expect(isMobileDevice(desktopChrome, false)).toBe(false);
  });

  it('when on mobile, then calls wait 120 s, otherwise 60 s', () => {
    expect(requestTimeoutMs(true)).toBe(120_000);
    expect(requestTimeoutMs(false)).toBe(60_000);
  });
});
