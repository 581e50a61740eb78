import { createHash } from 'node:crypto';

/**
 * A sign-in's device as the account remembers it (issue 27): the browser family and the
 * platform read from the user agent, kept only as a hash. Versions are left out, so a browser's
 * update is not a new device; the IP address is never used (a phone changes networks all day).
 */

/** How many devices an account remembers; the oldest is forgotten first. */
export const MAX_KNOWN_DEVICES = 10;

// Order matters: Edge and Opera and Samsung's browser also say "Chrome", Chrome also says "Safari".
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bUCBrowser\//, 'UC Browser'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
];

const PLATFORMS: [RegExp, string][] = [
  [/\bAndroid\b/, 'Android'],
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bLinux\b/, 'Linux'],
];

const firstMatch = (table: [RegExp, string][], text: string) =>
  table.find(([pattern]) => pattern.test(text))?.[1];

export interface SignInDevice {
  /** "Chrome on Android": what the user reads in the notice. */
  label: string;
  /** What the account keeps: a hash of the label. */
  key: string;
}

/** The device of a user agent; an absent or unknown one is "Unknown browser" on "unknown device". */
export function deviceOf(userAgent: string | undefined): SignInDevice {
  const text = userAgent ?? '';
  const browser = firstMatch(BROWSERS, text) ?? 'Unknown browser';
  const platform = firstMatch(PLATFORMS, text) ?? 'unknown device';
  const label = `${browser} on ${platform}`;
  return { label, key: createHash('sha256').update(label).digest('hex').slice(0, 32) };
}

/**
 * The account's devices after a sign-in from `key`, and whether to tell the user: a device not
 * among the known ones is new, unless none are known yet (the first sign-in after signup, or an
 * account from before devices were kept, has nothing to compare with). Null: nothing to store.
 */
export function afterSignIn(
  known: readonly string[],
  key: string,
): { known: string[]; isNew: boolean } | null {
  if (known.includes(key)) return null;
  return { known: [...known, key].slice(-MAX_KNOWN_DEVICES), isNew: known.length > 0 };
}
