import {
  NOTICE_CHANNEL_KINDS,
  USER_NOTICE_CHANNELS,
  type NoticeChannelKind,
  type UserNoticeChannel,
} from '@ghar/contracts/constants';
import type { ChannelPreferences } from '@ghar/contracts/http';

/**
 * Which of a user's notices leave the app, and by which channel (issue 27 item 3). In-app is
 * always on; these rules are the outside channels only.
 */

/** Fees, refunds and commissions: money news, whatever notice type carries them. */
const MONEY_KEYS: ReadonlySet<string> = new Set([
  'ListingFeeVerified',
  'ListingFeeRefunded',
  'BookerRefunded',
  'CommissionEarnedYours',
  'CommissionReversedYours',
]);

/**
 * The kind a notice's channels are chosen by: money news by its text key, else its type. A type
 * added later without a kind of its own (a question about a listing, a saved-search digest)
 * counts as LISTING news: it is about homes, and stays in the app unless the user turns it on.
 */
export function noticeKindOf(type: string, templateKey: string): NoticeChannelKind {
  if (MONEY_KEYS.has(templateKey)) return 'MONEY';
  return (NOTICE_CHANNEL_KINDS as readonly string[]).includes(type)
    ? (type as NoticeChannelKind)
    : 'LISTING';
}

const on = (...channels: UserNoticeChannel[]) =>
  Object.fromEntries(USER_NOTICE_CHANNELS.map((c) => [c, channels.includes(c)])) as Record<
    UserNoticeChannel,
    boolean
  >;

/**
 * What a user who never saved a choice gets: booking and money news on WhatsApp and e-mail (the
 * two a deal needs at once), security on e-mail (the account's own address), the rest in the app.
 * SMS costs per message, so it is only ever the user's own choice.
 */
export function defaultChannelPreferences(): ChannelPreferences {
  return {
    BOOKING: on('whatsapp', 'email'),
    MONEY: on('whatsapp', 'email'),
    LISTING: on(),
    DEALER: on(),
    SECURITY: on('email'),
  };
}

/** The channels on for a kind, in the order of USER_NOTICE_CHANNELS. */
export function chosenChannels(
  preferences: ChannelPreferences,
  kind: NoticeChannelKind,
): UserNoticeChannel[] {
  return USER_NOTICE_CHANNELS.filter((channel) => preferences[kind][channel]);
}
