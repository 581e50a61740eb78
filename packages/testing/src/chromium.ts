import type { LaunchOptions } from 'playwright-core';

/**
 * Debian's headless chromium (`apt-get install -y chromium-headless-shell`, provisioned with the
 * `chromium` component); Playwright cannot download browsers here. The same Blink as the full
 * chromium, without its GPU process and browser UI: three e2e files' tests took 57 s instead of
 * 75 s on this 2-core machine.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium-headless-shell';

/**
 * Launch options for playwright-core's `chromium.launch()`: Debian's chromium, headless, with the
 * flags that keep it from reaching the network on its own (updates, sync, QUIC) or needing a GPU.
 * CHROMIUM_PATH in env points at another binary.
 */
export function chromiumLaunchOptions(overrides: LaunchOptions = {}): LaunchOptions {
  return {
    executablePath: process.env.CHROMIUM_PATH || CHROMIUM_PATH,
    headless: true,
    ...overrides,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...(overrides.args ?? []),
    ],
  };
}

/**
 * The browser level's one chromium per process (vitest's e2e globalSetup starts it; each test file
 * connects to it instead of starting its own, ~1-2 s each on this machine). A file's contexts are
 * its own, and closing its connection closes them.
 */
export const BROWSER_WS_ENV = 'GHAR_BROWSER_WS';
