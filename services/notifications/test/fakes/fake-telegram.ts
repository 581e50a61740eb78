import { RecordingServer, sendJson } from './recording-server';

export const FAKE_BOT_USERNAME = 'ghar_alerts_bot';

/** The Telegram Bot API's getMe and sendMessage, at `/bot<token>/<method>`. */
export function fakeTelegram(token: string): RecordingServer {
  let nextMessageId = 1;
  return new RecordingServer(
    (req, res) => {
      const method = req.path.startsWith(`/bot${token}/`)
        ? req.path.slice(`/bot${token}/`.length)
        : null;
      if (method === null) {
        sendJson(res, 401, { ok: false, error_code: 401, description: 'Unauthorized' });
      } else if (method === 'getMe') {
        sendJson(res, 200, {
          ok: true,
          result: { id: 42, is_bot: true, first_name: 'Ghar Alerts', username: FAKE_BOT_USERNAME },
        });
      } else if (method === 'sendMessage') {
        sendJson(res, 200, {
          ok: true,
          result: {
            message_id: nextMessageId++,
            date: Math.floor(Date.now() / 1000),
            chat: { id: Number(req.body?.chat_id), type: 'group' },
            text: req.body?.text,
          },
        });
      } else {
        sendJson(res, 404, { ok: false, error_code: 404, description: 'Not Found' });
      }
    },
    (_req, res) => sendJson(res, 502, { ok: false, error_code: 502, description: 'Bad Gateway' }),
  );
}

export function telegramTexts(server: RecordingServer): string[] {
  return server.requests
    .filter((r) => !r.failed && r.path.endsWith('/sendMessage'))
    .map((r) => r.body?.text as string);
}
