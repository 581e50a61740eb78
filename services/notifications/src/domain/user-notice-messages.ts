import type { Language, NoticeChannelKind } from '@ghar/contracts/constants';
import { cutWithEllipsis } from './cut-text';

/**
 * How a user's notice reads outside the app (issue 27 item 3). WhatsApp lets a business start a
 * conversation only with an approved template: one per kind, in English and Hindi, whose body is
 * `{{1}}` (the title) and `{{2}}` (the message) — the notice's words in the user's language.
 */
export const WHATSAPP_TEMPLATES: Record<NoticeChannelKind, string> = {
  BOOKING: 'ghar_booking_update',
  MONEY: 'ghar_payment_update',
  LISTING: 'ghar_listing_update',
  DEALER: 'ghar_dealer_update',
  SECURITY: 'ghar_security_alert',
};

/** The Cloud API refuses a template parameter with a newline, a tab or more than 4 spaces in a row. */
const MAX_PARAM = 1024;
const templateParam = (text: string) =>
  cutWithEllipsis(
    text
      .replace(/[\r\n\t]+/g, ' ')
      .replace(/ {4,}/g, '   ')
      .trim(),
    MAX_PARAM,
  );

export interface WhatsAppTemplateMessage {
  name: string;
  languageCode: Language;
  params: string[];
}

export function whatsappTemplateFor(notice: {
  kind: NoticeChannelKind;
  language: Language;
  title: string;
  message: string;
  link?: string;
}): WhatsAppTemplateMessage {
  const message = notice.link ? `${notice.message} ${notice.link}` : notice.message;
  return {
    name: WHATSAPP_TEMPLATES[notice.kind],
    languageCode: notice.language,
    params: [templateParam(notice.title), templateParam(message)],
  };
}

/** An SMS is one text: title, message (a contact included), link; cut at 10 Unicode parts (67 each). */
const MAX_SMS = 670;
export function smsTextFor(notice: { title: string; message: string; link?: string }): string {
  return cutWithEllipsis(
    [`Ghar: ${notice.title}`, notice.message, notice.link].filter(Boolean).join('\n'),
    MAX_SMS,
  );
}

/** Indian mobile (10 digits) → the international form the providers take, without '+'. */
export function internationalMobile(mobile: string): string {
  const digits = mobile.replace(/\D/g, '');
  return digits.length === 10 ? `91${digits}` : digits;
}
