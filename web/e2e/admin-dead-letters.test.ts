import { TOPICS } from '@ghar/contracts/events';
import {
  buildEvent,
  createKafka,
  createLogger,
  createProducer,
  deadLetterTopic,
  topicName,
} from '@ghar/platform';
import { waitFor } from '@ghar/testing';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { uniqueTag } from '../../tests/support/stack-listings';
import { adminCredentials, logInByApi } from './support/accounts';
import { launchBrowser, openPage, overflowOf, saveScreenshot, viewports } from './support/browser';

// Issue 14 item 3 in the browser: a dead letter another service's consumer gave up on (made here
// on the stack's .dlq topic, as dealers' consumer would) is listed, inspected, refused while its
// data is broken, mended in the textarea and replayed; its status turns REPLAYED.
describe('admin dead letters', () => {
  let browser: Browser;
  let admin: { context: BrowserContext; page: Page };
  const logger = createLogger({ service: 'e2e-dead-letters', level: 'fatal' });
  const kafka = createKafka({
    clientId: 'e2e-dead-letters',
    brokers: inject('kafkaBrokers').split(','),
    logger,
  });
  const producer = createProducer(kafka);
  const bookingId = `b-dlq-${uniqueTag()}`;
  const good = buildEvent(
    'BookingCreated',
    bookingId,
    {
      bookingId,
      propertyId: 'p-dlq',
      propertyTitle: 'Dead letter villa',
      propertyAction: 'SELL',
      userId: 'u-dlq',
      userEmail: 'dlq@ghar.test',
      userName: 'Meera Nair',
      amount: 300,
      status: 'PENDING',
    },
    { source: 'bookings' },
  );
  const broken = { ...good, data: { ...good.data, amount: -1 } };
  let id = '';

  beforeAll(async () => {
    await producer.connect();
    const source = topicName(TOPICS.bookings, inject('stackEnv').EVENTS_NAMESPACE ?? '');
    // Dealers has no BookingCreated handler, so the replay for it changes nothing in the stack.
    await producer.send({
      topic: deadLetterTopic(source),
      messages: [
        {
          key: bookingId,
          value: JSON.stringify(broken),
          headers: {
            'event-type': good.type,
            'event-id': good.id,
            'dlq-error': 'amount must not be negative',
            'dlq-attempts': '5',
            'dlq-source-topic': source,
            'dlq-consumer': 'dealers-service',
          },
        },
      ],
    });
    browser = await launchBrowser();
    admin = await openPage(browser);
    await logInByApi(admin.context, adminCredentials());
    id = await waitFor(
      async () => {
        const res = await admin.context.request.get('/api/admin/dead-letters?status=OPEN');
        const body = (await res.json()) as {
          data: { deadLetters: { id: string; eventId?: string }[] };
        };
        return body.data.deadLetters.find((row) => row.eventId === good.id)?.id ?? false;
      },
      { timeoutMs: 30_000 },
    );
  });
  afterAll(async () => {
    await producer.disconnect();
    await admin?.context.close();
    await browser?.close();
  });

  it('when the admin mends the broken event and replays it, then the page says so and the status turns Replayed', async () => {
    const { page } = admin;
    await page.goto('/admin');
    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Dead letters' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Dead letters' }).waitFor();
    const row = page.locator(`[data-dead-letter="${id}"]`);
    await row.getByText('dealers-service').waitFor();
    await row.getByText('amount must not be negative').waitFor();
    await row.locator('[data-status="OPEN"]').waitFor();

    await row.click();
    const dialog = page.getByRole('dialog', { name: 'Dead letter' });
    const value = dialog.getByLabel('Event (JSON) — edit to mend it before replaying');
    expect(await value.inputValue()).toContain('"amount": -1');

    // Unchanged, the broken event is refused with its reason; nothing is sent.
    await dialog.getByRole('button', { name: 'Replay' }).click();
    await dialog
      .getByRole('alert')
      .getByText(/data\.amount/)
      .waitFor();
    await dialog.locator('[data-status="OPEN"]').waitFor();

    await value.fill(JSON.stringify(good, null, 2));
    await dialog.getByLabel(/^Note/).fill('amount fixed from the booking');
    await saveScreenshot(page, 'admin-dead-letters-dialog', { fullPage: false });
    await dialog.getByRole('button', { name: 'Replay' }).click();
    await page.getByRole('status').filter({ hasText: 'Dead letter replayed to' }).waitFor();
    await dialog.locator('[data-status="REPLAYED"]').waitFor();
    await dialog.getByText(/Replayed by .* \(mended\): amount fixed from the booking/).waitFor();
    await dialog.getByRole('button', { name: 'Replay' }).waitFor({ state: 'detached' });

    await page.keyboard.press('Escape');
    await row.locator('[data-status="REPLAYED"]').waitFor();
    const stored = await page.request.get(`/api/admin/dead-letters/${id}`);
    const body = (await stored.json()) as {
      data: { status: string; history: { mended?: boolean }[] };
    };
    expect(body.data).toMatchObject({ status: 'REPLAYED', history: [{ mended: true }] });
    await saveScreenshot(page, 'admin-dead-letters-desktop');
  });

  it('when the page and a dead letter are read on a phone, then they fit the width', async () => {
    const phone = await openPage(browser, 'mobile');
    try {
      await logInByApi(phone.context, adminCredentials());
      await phone.page.goto('/admin/dead-letters');
      const row = phone.page.locator(`[data-dead-letter="${id}"]`);
      await row.waitFor();
      expect(await overflowOf(phone.page, viewports.mobile.width)).toBeNull();
      await row.click();
      await phone.page
        .getByRole('dialog', { name: 'Dead letter' })
        .locator('[data-status="REPLAYED"]')
        .waitFor();
      expect(await overflowOf(phone.page, viewports.mobile.width)).toBeNull();
      await saveScreenshot(phone.page, 'admin-dead-letters-phone', { fullPage: false });
    } finally {
      await phone.context.close();
    }
  });
});
