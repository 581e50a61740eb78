import { DeliveryError, isPermanentStatus } from '../../domain/channels';
import type { UserNoticeSender } from '../../domain/ports';
import { smsTextFor } from '../../domain/user-notice-messages';

/** An MSG91-style SMS gateway (issue 27 item 3); unset auth key or sender id = not configured. */
export interface SmsSettings {
  apiUrl: string;
  authKey?: string;
  senderId?: string;
  timeoutMs: number;
}

export function smsConfigured(settings: SmsSettings): boolean {
  return Boolean(settings.authKey && settings.senderId);
}

function errorDetail(body: unknown): string {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : 'no error message';
}

/**
 * Sends a user's notice as one SMS through MSG91's send API: `POST <url>` with the `authkey`
 * header and `{ sender, route, country, unicode, sms: [{ message, to: [mobile] }] }`; MSG91
 * answers `{ type: 'success' | 'error', message }`, an error sometimes with status 200.
 */
export function msg91Sender(settings: SmsSettings): UserNoticeSender {
  return {
    async send(notice) {
      let response: Response;
      try {
        response = await fetch(settings.apiUrl, {
          method: 'POST',
          headers: { authkey: settings.authKey!, 'content-type': 'application/json' },
          body: JSON.stringify({
            sender: settings.senderId,
            route: '4',
            country: '91',
            // Hindi needs Unicode messages; English costs the same parts either way here.
            unicode: notice.language === 'hi' ? 1 : 0,
            sms: [{ message: smsTextFor(notice), to: [notice.to] }],
          }),
          signal: AbortSignal.timeout(settings.timeoutMs),
        });
      } catch (error) {
        throw new DeliveryError(`SMS gateway unreachable: ${(error as Error).message}`, {
          cause: error,
        });
      }
      const body = (await response.json().catch(() => null)) as { type?: unknown } | null;
      if (!response.ok || body?.type === 'error') {
        throw new DeliveryError(`SMS gateway answered ${response.status}: ${errorDetail(body)}`, {
          permanent: !response.ok && isPermanentStatus(response.status),
        });
      }
    },
  };
}
