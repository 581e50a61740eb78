import { manualMessageSchema } from '@ghar/contracts/http';
import { apiRouter, sendOk, type ApiRouter } from '@ghar/platform';
import type { ChannelRegistry } from '../../domain/ports';
import { sendTelegramTest, telegramStatus } from '../../domain/telegram-integration';
import { sendWhatsAppNow, whatsappStatus } from '../../domain/whatsapp-integration';

/**
 * The admin-only Integrations page (docs/identity-and-privacy.md replaces the spec's public test pages): each
 * channel's status and an immediate send that reports the real outcome.
 */
export function integrationRoutes(channels: ChannelRegistry): ApiRouter {
  const api = apiRouter();
  const tags = ['integrations'];

  api.route(
    {
      method: 'get',
      path: '/notifications/whatsapp-status',
      access: 'admin',
      summary: "WhatsApp channel's status",
      tags,
    },
    (_req, res) => sendOk(res, whatsappStatus(channels.whatsapp)),
  );

  api.route(
    {
      method: 'post',
      path: '/notifications/test-whatsapp',
      access: 'admin',
      summary: 'Send a WhatsApp test message now',
      tags,
      body: manualMessageSchema,
      responses: [409, 502],
    },
    async (req, res) => sendOk(res, await sendWhatsAppNow(channels.whatsapp, req.body, 'test')),
  );

  api.route(
    {
      method: 'post',
      path: '/notifications/send-whatsapp',
      access: 'admin',
      summary: 'Send a WhatsApp message now',
      tags,
      body: manualMessageSchema,
      responses: [409, 502],
    },
    async (req, res) => sendOk(res, await sendWhatsAppNow(channels.whatsapp, req.body, 'message')),
  );

  api.route(
    {
      method: 'get',
      path: '/notifications/telegram-status',
      access: 'admin',
      summary: "Telegram channel's status",
      tags,
    },
    async (_req, res) => sendOk(res, await telegramStatus(channels.telegram)),
  );

  api.route(
    {
      method: 'post',
      path: '/notifications/test-telegram',
      access: 'admin',
      summary: 'Send a Telegram test message now',
      tags,
      body: manualMessageSchema,
      responses: [409, 502],
    },
    async (req, res) => sendOk(res, await sendTelegramTest(channels.telegram, req.body)),
  );

  return api;
}
