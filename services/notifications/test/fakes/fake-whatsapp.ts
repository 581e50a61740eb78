import { randomUUID } from 'node:crypto';
import { RecordingServer, sendJson } from './recording-server';

/** The WhatsApp Cloud API's `POST /{phone-number-id}/messages`, as far as Ghar uses it. */
export function fakeWhatsApp(): RecordingServer {
  return new RecordingServer(
    (req, res) => {
      if (req.method !== 'POST' || !/^\/[^/]+\/messages$/.test(req.path)) {
        sendJson(res, 404, { error: { message: 'Unknown path', code: 100 } });
        return;
      }
      sendJson(res, 200, {
        messaging_product: 'whatsapp',
        contacts: [{ input: req.body?.to, wa_id: req.body?.to }],
        messages: [{ id: `wamid.${randomUUID()}` }],
      });
    },
    (_req, res) =>
      sendJson(res, 500, { error: { message: 'Service temporarily unavailable', code: 131000 } }),
  );
}

/** The text bodies the fake accepted (failed attempts excluded). */
export function whatsappTexts(server: RecordingServer): string[] {
  return server.requests.filter((r) => !r.failed).map((r) => r.body?.text?.body as string);
}
