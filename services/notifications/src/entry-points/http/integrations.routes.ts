import { manualMessageSchema } from '@ghar/contracts';
import { requireAdmin, sendOk } from '@ghar/platform';
import { Router } from 'express';
import type { ChannelRegistry } from '../../data-access/channels/channel-registry';
import { sendTelegramTest, telegramStatus } from '../../domain/telegram-integration';
import { sendWhatsAppNow, whatsappStatus } from '../../domain/whatsapp-integration';

/**
 * The admin-only Integrations page (DESIGN §5 replaces the spec's public test pages): each
 * channel's status and an immediate send that reports the real outcome.
 */
export function integrationRoutes(channels: ChannelRegistry): Router {
  const router = Router();

  router.get('/notifications/whatsapp-status', (req, res) => {
    requireAdmin(req);
    sendOk(res, whatsappStatus(channels.whatsapp));
  });

  router.post('/notifications/test-whatsapp', async (req, res) => {
    requireAdmin(req);
    const input = manualMessageSchema.parse(req.body ?? {});
    sendOk(res, await sendWhatsAppNow(channels.whatsapp, input, 'test'));
  });

  router.post('/notifications/send-whatsapp', async (req, res) => {
    requireAdmin(req);
    const input = manualMessageSchema.parse(req.body ?? {});
    sendOk(res, await sendWhatsAppNow(channels.whatsapp, input, 'message'));
  });

  router.get('/notifications/telegram-status', async (req, res) => {
    requireAdmin(req);
    sendOk(res, await telegramStatus(channels.telegram));
  });

  router.post('/notifications/test-telegram', async (req, res) => {
    requireAdmin(req);
    const input = manualMessageSchema.parse(req.body ?? {});
    sendOk(res, await sendTelegramTest(channels.telegram, input));
  });

  return router;
}
