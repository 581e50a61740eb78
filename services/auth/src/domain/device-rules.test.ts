import { describe, expect, it } from 'vitest';
import { afterSignIn, deviceOf, MAX_KNOWN_DEVICES } from './device-rules';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
const ANDROID_CHROME_NEWER = ANDROID_CHROME.replace('Chrome/130', 'Chrome/131');
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const WINDOWS_EDGE =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Edg/130.0.0.0';
const ANDROID_SAMSUNG =
  'Mozilla/5.0 (Linux; Android 13; SM-M135F) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36';

describe('deviceOf', () => {
  it('when given common phones and desktops, then it names the browser family and the platform', () => {
    expect(deviceOf(ANDROID_CHROME).label).toBe('Chrome on Android');
    expect(deviceOf(IPHONE_SAFARI).label).toBe('Safari on iOS');
    expect(deviceOf(WINDOWS_EDGE).label).toBe('Edge on Windows');
    expect(deviceOf(ANDROID_SAMSUNG).label).toBe('Samsung Internet on Android');
  });

  it('when the browser updates, then it is the same device (versions are not kept)', () => {
    expect(deviceOf(ANDROID_CHROME_NEWER).key).toBe(deviceOf(ANDROID_CHROME).key);
  });

  it('when browsers differ, then their keys differ, and a key is a hash, not the user agent', () => {
    expect(deviceOf(IPHONE_SAFARI).key).not.toBe(deviceOf(ANDROID_CHROME).key);
    expect(deviceOf(ANDROID_CHROME).key).toMatch(/^[0-9a-f]{32}$/);
  });

  it('when there is no user agent, then it is an unknown device, still one key', () => {
    expect(deviceOf(undefined).label).toBe('Unknown browser on unknown device');
    expect(deviceOf('').key).toBe(deviceOf(undefined).key);
  });
});

describe('afterSignIn', () => {
  it('when no device is known yet (the first sign-in), then it is kept but not new', () => {
    expect(afterSignIn([], 'a')).toEqual({ known: ['a'], isNew: false });
  });

  it('when the device is known, then nothing changes', () => {
    expect(afterSignIn(['a', 'b'], 'a')).toBeNull();
  });

  it('when the device is unknown, then it is new and added last', () => {
    expect(afterSignIn(['a'], 'b')).toEqual({ known: ['a', 'b'], isNew: true });
  });

  it('when the list is full, then the oldest is forgotten', () => {
    const full = Array.from({ length: MAX_KNOWN_DEVICES }, (_, i) => `d${i}`);
    const next = afterSignIn(full, 'new');
    expect(next?.known).toHaveLength(MAX_KNOWN_DEVICES);
    expect(next?.known[0]).toBe('d1');
    expect(next?.known.at(-1)).toBe('new');
  });
});
