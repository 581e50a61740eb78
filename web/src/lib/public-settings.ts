import { SETTINGS_DEFAULTS } from '@ghar/contracts/constants';
import type { PublicSettings } from '@ghar/contracts/http';
import { useQuery } from '@tanstack/react-query';
import { support, type SupportPhone } from '@/config/support';
import { api } from './api-client';

/** Every public value, the admin's where its owner answered, the default of docs/business-decisions.md otherwise. */
export type LiveSettings = {
  [S in keyof PublicSettings]-?: NonNullable<PublicSettings[S]>;
};

export const liveSettingsOf = (answer: PublicSettings | undefined): LiveSettings => ({
  listings: answer?.listings ?? SETTINGS_DEFAULTS.listings,
  bookings: answer?.bookings ?? SETTINGS_DEFAULTS.bookings,
  dealers: answer?.dealers ?? SETTINGS_DEFAULTS.dealers,
  notifications: answer?.notifications ?? SETTINGS_DEFAULTS.notifications,
});

export const getPublicSettings = async (signal?: AbortSignal): Promise<LiveSettings> => {
  const [{ publicSettingsSchema }, answer] = await Promise.all([
    import('./public-settings-check'),
    api.get<unknown>('/settings', { signal }),
  ]);
  return liveSettingsOf(publicSettingsSchema.parse(answer));
};

export const PUBLIC_SETTINGS_KEY = ['settings', 'public'] as const;

/**
 * GET /api/settings (issue 13 item 4): the fee, the payee, the default booking charge, the
 * commission terms and the support contacts as the admin set them. Read once per session and
 * again after a minute, so a change reaches every open page without a redeploy or a restart.
 */
export function usePublicSettings<T = LiveSettings>(select?: (settings: LiveSettings) => T) {
  return useQuery({
    queryKey: PUBLIC_SETTINGS_KEY,
    queryFn: ({ signal }) => getPublicSettings(signal),
    staleTime: 60_000,
    select,
  });
}

const toPhone = (display: string): SupportPhone => ({
  display,
  href: `tel:${display.replace(/[^\d+]/g, '')}`,
});

export type SupportContacts = {
  phones: SupportPhone[];
  email: string;
  /** The admin's hours text once changed; null = the localized default text. */
  hoursText: string | null;
};

/** The support contacts to show: the admin's phone first, then the built-in other numbers. */
export const supportContactsOf = (settings: LiveSettings): SupportContacts => {
  const { supportPhone, supportEmail, supportHours } = settings.notifications;
  // The admin's number takes the built-in primary's place; the built-in others follow.
  const others = support.phones.slice(1).filter((phone) => phone.display !== supportPhone);
  return {
    phones: [toPhone(supportPhone), ...others],
    email: supportEmail,
    hoursText: supportHours === SETTINGS_DEFAULTS.notifications.supportHours ? null : supportHours,
  };
};

export const useSupportContacts = (): SupportContacts => {
  const { data } = usePublicSettings(supportContactsOf);
  return data ?? supportContactsOf(liveSettingsOf(undefined));
};
