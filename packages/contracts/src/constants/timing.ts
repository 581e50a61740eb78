export const TOAST_DURATIONS_MS = {
  error: 8000,
  success: 5000,
  warning: 6000,
} as const;

export const TIMEOUTS_MS = {
  desktopRequest: 60_000,
  mobileRequest: 120_000,
  /** docs/business-decisions.md picks 100 ms over the spec's other reading of 500 ms. */
  postLoginRedirect: 100,
  languageSwitch: 150,
  geolocation: 15_000,
  geolocationMaxAge: 300_000,
} as const;
