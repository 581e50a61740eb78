import { testIdentities } from '@ghar/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_BOT_USERNAME } from './fakes/fake-telegram';
import { RecordingServer, type Reply } from './fakes/recording-server';
import {
  startChannelFakes,
  TELEGRAM_TOKEN,
  WHATSAPP_PHONE_NUMBER_ID,
  type ChannelFakes,
} from './support/channel-fakes';
import { startNotifications, type NotificationsService } from './support/notifications-service';

/** Callers as the gateway forwards them (the one harness's identities). */
const { admin: ADMIN } = testIdentities();

let fakes: ChannelFakes;
let configured: NotificationsService;
let bare: NotificationsService;
/** Telegram with a mistyped API root: the answers are HTML, which telegraf cannot parse. */
let misrouted: NotificationsService;
let htmlServer: RecordingServer;

beforeAll(async () => {
  fakes = await startChannelFakes();
  configured = await startNotifications({
    env: {
      ...fakes.env,
      WHATSAPP_GROUP_ID: 'admins-group-1',
    },
  });
  bare = await startNotifications();
  const htmlPage: Reply = (_req, res) => {
    res.writeHead(404, { 'content-type': 'text/html' });
    res.end('<html><body><h1>404 Not Found</h1></body></html>');
  };
  htmlServer = new RecordingServer(htmlPage, htmlPage);
  misrouted = await startNotifications({
    env: { ...fakes.env, TELEGRAM_API_ROOT: await htmlServer.start() },
  });
});
afterAll(async () => {
  await configured?.close();
  await bare?.close();
  await misrouted?.close();
  await htmlServer?.stop();
  await fakes?.stop();
});

const admin = (service: NotificationsService, method: string, path: string, body?: unknown) =>
  service.call(method, path, { as: ADMIN, json: body });

describe('Integrations page: WhatsApp', () => {
  it('when WhatsApp is configured, then its status says so without revealing the token', async () => {
    const res = await admin(configured, 'GET', '/notifications/whatsapp-status');
    expect(res.body).toEqual({
      success: true,
      data: {
        cloudAPI: true,
        groupId: 'admins-group-1',
        phoneNumberId: WHATSAPP_PHONE_NUMBER_ID,
        hasAccessToken: true,
      },
    });
    const bareStatus = await admin(bare, 'GET', '/notifications/whatsapp-status');
    expect(bareStatus.body.data).toEqual({
      cloudAPI: false,
      groupId: null,
      phoneNumberId: null,
      hasAccessToken: false,
    });
  });

  it('when a test message is sent, then it reaches the Cloud API at once and the spec text comes back', async () => {
    fakes.reset();
    const res = await admin(configured, 'POST', '/notifications/test-whatsapp', {
      message: 'Hello admins',
      type: 'TEST',
    });
    expect(res.body).toEqual({
      success: true,
      data: { message: 'WhatsApp test notification sent!' },
    });
    expect(fakes.whatsapp.requests).toHaveLength(1);
    expect(fakes.whatsapp.requests[0]!.body).toMatchObject({
      recipient_type: 'group',
      to: 'admins-group-1',
      text: { body: '[TEST] Hello admins' },
    });

    const sent = await admin(configured, 'POST', '/notifications/send-whatsapp', {
      message: 'Plain words',
    });
    expect(sent.body).toEqual({ success: true, data: { message: 'WhatsApp message sent!' } });
  });

  it('when the message is empty, then 400 says Please enter a message', async () => {
    for (const body of [{ message: '' }, { message: '   ', type: 'TEST' }, {}]) {
      const res = await admin(configured, 'POST', '/notifications/send-whatsapp', body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('Please enter a message');
    }
  });

  it('when the message is longer than the chat apps take, then 400 says so and nothing is sent', async () => {
    fakes.reset();
    const res = await admin(configured, 'POST', '/notifications/send-whatsapp', {
      message: 'a'.repeat(4001),
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('Message must be 4000 characters or fewer');
    expect(fakes.whatsapp.requests).toHaveLength(0);
  });

  it('when the Cloud API refuses, then the admin sees the failure and its reason', async () => {
    fakes.reset();
    fakes.whatsapp.failNext(1);
    const res = await admin(configured, 'POST', '/notifications/test-whatsapp', {
      message: 'Hello',
      type: 'TEST',
    });
    expect(res.status).toBe(502);
    expect(res.body).toEqual({
      success: false,
      error: 'Failed to send WhatsApp notification',
      errors: ['WhatsApp API answered 500: Service temporarily unavailable'],
    });
    fakes.whatsapp.failNext(1);
    expect(
      (await admin(configured, 'POST', '/notifications/send-whatsapp', { message: 'Hi' })).body
        .error,
    ).toBe('Failed to send WhatsApp message');
  });

  it('when WhatsApp is not configured, then a send is refused without calling anything', async () => {
    const res = await admin(bare, 'POST', '/notifications/test-whatsapp', {
      message: 'Hello',
      type: 'TEST',
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('WhatsApp is not configured');
  });
});

describe('Integrations page: Telegram', () => {
  it('when Telegram is configured, then its status really asks the bot API', async () => {
    fakes.reset();
    const res = await admin(configured, 'GET', '/notifications/telegram-status');
    expect(res.body).toEqual({
      success: true,
      data: { telegramConnected: true, message: `Connected to Telegram as @${FAKE_BOT_USERNAME}` },
    });
    expect(fakes.telegram.requests.map((r) => r.path)).toEqual(['/bot123456:test-bot-token/getMe']);
  });

  it('when the bot API fails or Telegram is not configured, then the status says not connected', async () => {
    fakes.telegram.failNext(1);
    const failing = await admin(configured, 'GET', '/notifications/telegram-status');
    expect(failing.body.data).toEqual({
      telegramConnected: false,
      message: 'Telegram API failed: 502: Bad Gateway',
    });
    const bareStatus = await admin(bare, 'GET', '/notifications/telegram-status');
    expect(bareStatus.body.data).toEqual({
      telegramConnected: false,
      message: 'Telegram is not configured',
    });
  });

  it('when a test message is sent, then the chat gets it and the answer echoes it', async () => {
    fakes.reset();
    const res = await admin(configured, 'POST', '/notifications/test-telegram', {
      message: 'Ping from Ghar',
      type: 'TEST',
    });
    expect(res.body).toEqual({
      success: true,
      data: {
        message: 'Test message sent to Telegram',
        notification: { message: '[TEST] Ping from Ghar' },
      },
    });
    expect(fakes.telegram.requests[0]!.body).toEqual({
      chat_id: '-100200300',
      text: '[TEST] Ping from Ghar',
    });
  });

  it('when the test send fails, then 502 with the spec text', async () => {
    fakes.telegram.failNext(1);
    const res = await admin(configured, 'POST', '/notifications/test-telegram', {
      message: 'Ping',
      type: 'TEST',
    });
    expect(res.status).toBe(502);
    expect(res.body.error).toBe('Failed to send test message');
    expect(
      (await admin(bare, 'POST', '/notifications/test-telegram', { message: 'Ping' })).body.error,
    ).toBe('Telegram is not configured');
  });

  it('when the API root answers a page that is not JSON, then no answer shows the bot token', async () => {
    const status = await admin(misrouted, 'GET', '/notifications/telegram-status');
    expect(status.body.data.telegramConnected).toBe(false);
    expect(status.body.data.message).toMatch(/^Telegram API failed: .*\/bot\[redacted\]\/getMe/);

    const sent = await admin(misrouted, 'POST', '/notifications/test-telegram', {
      message: 'Ping',
    });
    expect(sent.status).toBe(502);
    expect(sent.body.error).toBe('Failed to send test message');
    for (const text of [JSON.stringify(status.body), JSON.stringify(sent.body)]) {
      expect(text).not.toContain(TELEGRAM_TOKEN);
      expect(text).not.toContain(TELEGRAM_TOKEN.split(':')[1]);
    }
  });
});
