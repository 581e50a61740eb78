import { NOTIFICATION_TYPES, type NotificationType } from '@ghar/contracts/constants';
import { z } from 'zod';
import { CHANNELS, type Channel, type DeliveryStatus } from './channels';

/** Which channels each notification type goes to; a type not listed goes nowhere. */
export type NotifyRoutes = Partial<Record<NotificationType, readonly Channel[]>>;

/** The types that need an admin's action go to every channel; the rest stay in the bell. */
export const DEFAULT_NOTIFY_ROUTES: NotifyRoutes = {
  BOOKING_CREATED: CHANNELS,
  DEALER_REQUEST: CHANNELS,
  INQUIRY_RECEIVED: CHANNELS,
  PAYMENT_RECEIVED: CHANNELS,
};

const ALL = '*';
const typeOrAll = z.enum([...NOTIFICATION_TYPES, ALL], {
  error: (issue) => `unknown notification type ${JSON.stringify(issue.input)}`,
});
const channelOrAll = z.enum([...CHANNELS, ALL], {
  error: (issue) =>
    `unknown channel ${JSON.stringify(issue.input)} (use ${CHANNELS.join(', ')} or *)`,
});
const routeEntries = z.array(z.tuple([typeOrAll, z.array(channelOrAll)]));

/** `BOOKING_CREATED:whatsapp|telegram;SYSTEM_ALERT:email` → entries. */
function compactEntries(text: string): [string, string[]][] {
  return text
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [type = '', channels = ''] = part.split(':', 2);
      const list = channels
        .split('|')
        .map((channel) => channel.trim())
        .filter(Boolean);
      return [type.trim(), list];
    });
}

function jsonEntries(text: string, ctx: z.RefinementCtx): [string, unknown][] {
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      return Object.entries(parsed);
  } catch {
    // reported below
  }
  ctx.addIssue({ code: 'custom', message: 'must be a JSON object of type → channel list' });
  return [];
}

function expand(entries: z.output<typeof routeEntries>): NotifyRoutes {
  const routes: Partial<Record<NotificationType, Set<Channel>>> = {};
  for (const [type, channels] of entries) {
    const types = type === ALL ? NOTIFICATION_TYPES : [type];
    const wanted = channels.includes(ALL) ? CHANNELS : (channels as Channel[]);
    for (const each of types) {
      routes[each] = new Set([...(routes[each] ?? []), ...wanted]);
    }
  }
  return Object.fromEntries(
    Object.entries(routes).map(([type, set]) => [type, CHANNELS.filter((c) => set.has(c))]),
  );
}

/**
 * NOTIFY_ROUTES: JSON (`{"BOOKING_CREATED": ["whatsapp", "telegram"]}`) or the compact form
 * `TYPE:channel|channel;…`; `*` stands for every type or every channel. Unset or blank keeps
 * the default; a set value replaces it entirely.
 */
export const notifyRoutesSchema = z
  .string()
  .optional()
  .transform((text, ctx) => {
    const trimmed = text?.trim();
    if (!trimmed) return DEFAULT_NOTIFY_ROUTES;
    const raw = trimmed.startsWith('{') ? jsonEntries(trimmed, ctx) : compactEntries(trimmed);
    const parsed = routeEntries.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        ctx.addIssue({ code: 'custom', message: issue.message });
      return z.NEVER;
    }
    return expand(parsed.data);
  });

export interface PlannedDelivery<C extends string = Channel> {
  channel: C;
  status: Extract<DeliveryStatus, 'pending' | 'skipped'>;
}

/**
 * The routing decision for one notification: every channel its type is routed to, queued when
 * the channel is configured and recorded as skipped when it is not, so the admin sees why
 * nothing arrived.
 */
export function planDeliveries(
  type: NotificationType,
  routes: NotifyRoutes,
  configured: ReadonlySet<Channel>,
  emailTo?: string,
): PlannedDelivery[] {
  // A user's own message goes to their e-mail only: never to the admins' chats.
  const channels: readonly Channel[] = emailTo ? ['email'] : (routes[type] ?? []);
  return channels.map((channel) => ({
    channel,
    status: configured.has(channel) ? 'pending' : 'skipped',
  }));
}
