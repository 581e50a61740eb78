import { NOTICE_CHANNEL_KINDS } from '@ghar/contracts/constants';
import type { ChannelPreferences } from '@ghar/contracts/http';
import { defaultChannelPreferences } from './channel-preferences';
import type { ChannelPreferencesRepository } from './ports';

/**
 * A signed-in user's own channel choices (issue 27 item 3). The user id is always the verified
 * caller's, never a request field, so nobody reads or changes another's.
 */
export interface UserChannelPreferencesDeps {
  channelPreferences: ChannelPreferencesRepository;
}

/** What the user saved, each kind (and channel) they never saved at its default. */
export async function myChannelPreferences(
  deps: UserChannelPreferencesDeps,
  userId: string,
): Promise<ChannelPreferences> {
  const saved = await deps.channelPreferences.of(userId);
  const defaults = defaultChannelPreferences();
  return Object.fromEntries(
    NOTICE_CHANNEL_KINDS.map((kind) => [kind, { ...defaults[kind], ...saved?.[kind] }]),
  ) as ChannelPreferences;
}

export async function saveMyChannelPreferences(
  deps: UserChannelPreferencesDeps,
  userId: string,
  preferences: ChannelPreferences,
): Promise<ChannelPreferences> {
  await deps.channelPreferences.save(userId, preferences, new Date());
  return preferences;
}
