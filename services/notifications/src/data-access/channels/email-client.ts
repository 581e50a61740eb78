import nodemailer from 'nodemailer';
import SMTPTransport from 'nodemailer/lib/smtp-transport';
import { DeliveryError, type ChannelSender } from '../../domain/channels';
import type { UserNoticeSender } from '../../domain/ports';

export interface EmailSettings {
  smtpUrl?: string;
  from?: string;
  to?: string;
  timeoutMs: number;
}

export function emailConfigured(settings: EmailSettings): boolean {
  return Boolean(settings.smtpUrl && settings.from && settings.to);
}

/** SMTP 5xx replies are final (no such mailbox, relay denied); 4xx and lost connections are not. */
function asDeliveryError(error: unknown): DeliveryError {
  const responseCode = (error as { responseCode?: unknown }).responseCode;
  return new DeliveryError(`E-mail failed: ${(error as Error).message}`, {
    permanent: typeof responseCode === 'number' && responseCode >= 500,
    cause: error,
  });
}

/** Users' notices need the server and the sender only: each goes to the user's own address. */
export function emailUserConfigured(settings: EmailSettings): boolean {
  return Boolean(settings.smtpUrl && settings.from);
}

/** A user's notice by e-mail, to their own address, in their language. */
export function emailUserSender(settings: EmailSettings): UserNoticeSender {
  const mail = emailSender(settings);
  return {
    send: ({ to, title, message, link }) => mail.send({ to, title, message, link }),
  };
}

export function emailSender(settings: EmailSettings): ChannelSender {
  // The transport itself takes a URL together with other options; createTransport(url) would not.
  const transport = nodemailer.createTransport(
    new SMTPTransport({
      url: settings.smtpUrl,
      connectionTimeout: settings.timeoutMs,
      greetingTimeout: settings.timeoutMs,
      socketTimeout: settings.timeoutMs,
    }),
  );
  return {
    async send({ title, message, link, to }) {
      try {
        await transport.sendMail({
          from: settings.from,
          to: to ?? settings.to,
          subject: `Ghar: ${title}`,
          text: [message, link].filter(Boolean).join('\n\n'),
        });
      } catch (error) {
        throw asDeliveryError(error);
      }
    },
  };
}
