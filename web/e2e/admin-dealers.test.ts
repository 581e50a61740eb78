import type { DealerRequest } from '@ghar/contracts/http';
import { ERROR_MESSAGES } from '@ghar/contracts/texts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueTag } from '../../tests/support/stack-listings';
import { adminCredentials, logInByApi, newPerson } from './support/accounts';
import {
  downloadedText,
  expectFitsPhone,
  launchBrowser,
  openPage,
  saveScreenshot,
} from './support/browser';
import {
  decideByApi,
  dealerSignUpByApi,
  taggedPerson,
  waitForRequest,
  waitUntilDealer,
} from './support/dealers';

describe('admin dealer screens', () => {
  let browser: Browser;
  let admin: { context: BrowserContext; page: Page };
  const tag = uniqueTag();
  // A is approved and sponsors E (pending); B is approved and C rejected by the tests below.
  const people = {
    a: taggedPerson(newPerson('Arjun Mehta'), tag, 1),
    b: taggedPerson(newPerson('Bina Kothari'), tag, 2),
    c: taggedPerson(newPerson('Chirag Desai'), tag, 3),
    e: taggedPerson(newPerson('Esha Rathore'), tag, 4),
  };
  const requests: Partial<Record<keyof typeof people, DealerRequest>> = {};
  const request = (key: keyof typeof people): DealerRequest => {
    const found = requests[key];
    if (!found) throw new Error(`no request for ${key}`);
    return found;
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await openPage(browser);
    await logInByApi(admin.context, adminCredentials());
    const visitor = await openPage(browser);
    await dealerSignUpByApi(visitor.context, people.a);
    const pendingA = await waitForRequest(admin.context, people.a.email);
    await decideByApi(admin.context, pendingA.id, 'approve');
    requests.a = await waitForRequest(admin.context, people.a.email, 'APPROVED');
    await waitUntilDealer(browser, people.a);
    await dealerSignUpByApi(visitor.context, people.b);
    await dealerSignUpByApi(visitor.context, people.c);
    // A's code typed in lower case: codes match whatever the case.
    await dealerSignUpByApi(visitor.context, people.e, request('a').referralCode.toLowerCase());
    requests.b = await waitForRequest(admin.context, people.b.email);
    requests.c = await waitForRequest(admin.context, people.c.email);
    requests.e = await waitForRequest(admin.context, people.e.email);
    await visitor.context.close();
  });
  afterAll(async () => {
    await admin?.context.close();
    await browser?.close();
  });

  it('when the admin searches, filters and decides requests, then the cards, counts and toasts follow', async () => {
    const { page } = admin;
    await page.goto('/admin');
    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Dealer Requests' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Dealer Requests' }).waitFor();
    await expect.poll(() => page.getByTestId('summary-total').textContent()).toMatch(/^\d+$/);

    const cards = page.locator('li[data-request-id]');
    const card = (key: keyof typeof people) =>
      page.locator(`li[data-request-id="${request(key).id}"]`);
    await page.getByLabel('Search dealer requests').fill(tag.toUpperCase());
    await expect.poll(() => cards.count()).toBe(4);
    // E hangs under A; A shows its decision as a static mark, with no buttons.
    await card('e')
      .getByText(`${people.a.name} (${request('a').referralCode}) · Level 2`)
      .waitFor();
    await card('a')
      .getByText(/^Approved on /)
      .waitFor();
    expect(await card('a').getByRole('button').count()).toBe(0);

    const status = page.getByLabel('Status');
    await status.selectOption({ label: 'Pending' });
    await expect.poll(() => cards.count()).toBe(3);
    await status.selectOption({ label: 'Approved' });
    await expect.poll(() => cards.count()).toBe(1);
    await status.selectOption({ label: 'All' });
    // By referral code, in lower case.
    await page.getByLabel('Search dealer requests').fill(request('a').referralCode.toLowerCase());
    await expect.poll(() => cards.count()).toBe(1);
    await card('a').getByText(people.a.name).waitFor();
    await page.getByLabel('Search dealer requests').fill(tag);
    await expect.poll(() => cards.count()).toBe(4);
    await saveScreenshot(page, 'admin-dealer-requests-desktop');

    // The approval is held at the network until both buttons have said 'Processing...'.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const approvals = '**/api/admin/dealer-requests/*/approve';
    await page.route(approvals, async (route) => {
      await held;
      await route.continue();
    });
    await card('b')
      .getByRole('button', { name: `Approve ${people.b.name}` })
      .click();
    const busy = card('b').getByRole('button', { name: 'Processing...' });
    await expect.poll(() => busy.count()).toBe(2);
    expect(await busy.first().isDisabled()).toBe(true);
    const answered = page.waitForResponse((response) => response.url().endsWith('/approve'));
    release();
    await answered;
    await page.unroute(approvals);
    await page.getByRole('status').filter({ hasText: 'Dealer approved successfully' }).waitFor();
    await card('b').getByText('Approved', { exact: true }).waitFor();
    await expect.poll(() => card('b').getByRole('button').count()).toBe(0);

    await card('c')
      .getByRole('button', { name: `Reject ${people.c.name}` })
      .click();
    await page.getByRole('status').filter({ hasText: 'Dealer rejected successfully' }).waitFor();
    await card('c').getByText('Rejected', { exact: true }).waitFor();
    await card('c')
      .getByText(/^Rejected on /)
      .waitFor();
    // Another admin decided first: the server's reason under 'Failed to approve dealer'.
    await decideByApi(admin.context, request('e').id, 'reject');
    await card('e')
      .getByRole('button', { name: `Approve ${people.e.name}` })
      .click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Failed to approve dealer' })
      .filter({ hasText: ERROR_MESSAGES.dealerNotPending })
      .waitFor();
    await card('e').getByText('Rejected', { exact: true }).waitFor();

    await page.getByLabel('Search dealer requests').fill(`nobody-${tag}`);
    await page.getByText('No Dealer Requests Found').waitFor();
    await page.getByRole('button', { name: 'Refresh Data' }).click();
    await page.getByText('No Dealer Requests Found').waitFor();
  });

  it("when the admin opens the tree, then A carries E one level in, folds and unfolds, and shows a dealer's details", async () => {
    const { page } = admin;
    await page.goto('/admin/dealer-tree');
    await page.getByRole('heading', { level: 1, name: 'Dealer Tree' }).waitFor();
    await page.getByLabel('Search dealers').fill(tag);
    const tree = page.getByRole('list', { name: 'Dealer referral tree' });
    const nodeA = tree.locator(`li[data-dealer-id="${request('a').id}"]`);
    const nodeE = nodeA.locator(`li[data-dealer-id="${request('e').id}"]`);
    await nodeE.waitFor();
    expect(await nodeA.getAttribute('data-level')).toBe('1');
    expect(await nodeE.getAttribute('data-level')).toBe('2');
    // 24 px per level.
    const indent = (node: typeof nodeA) =>
      node.locator(':scope > div').evaluate((el) => getComputedStyle(el).paddingInlineStart);
    expect(await indent(nodeA)).toBe('0px');
    expect(await indent(nodeE)).toBe('24px');
    await nodeA.getByText('1 child').first().waitFor();

    const toggleA = page.getByRole('button', {
      name: `Show or hide the dealers under ${people.a.name}`,
    });
    expect(await toggleA.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('button', { name: 'Collapse All' }).click();
    await nodeE.waitFor({ state: 'detached' });
    expect(await toggleA.getAttribute('aria-expanded')).toBe('false');
    await page.getByRole('button', { name: 'Expand All' }).click();
    await nodeE.waitFor();
    // The keyboard folds a branch too.
    await toggleA.focus();
    await page.keyboard.press('Enter');
    await nodeE.waitFor({ state: 'detached' });
    await page.keyboard.press('Space');
    await nodeE.waitFor();

    await page.getByRole('button', { name: `Show details of ${people.e.name}` }).click();
    const details = page.getByRole('region', { name: 'Selected Dealer Details' });
    await details.getByText('Basic Information').waitFor();
    await details.getByText(people.e.email).waitFor();
    await details.getByText(request('e').referralCode).waitFor();
    await details.getByText(`${people.a.name} (${request('a').referralCode})`).waitFor();
    await details.getByText('Commission Information').waitFor();
    await details.getByText('Direct Commission').waitFor();
    await saveScreenshot(page, 'admin-dealer-tree-desktop');

    // E is never approved: under the Approved filter A stays and E goes.
    await page.getByLabel('Status').selectOption({ label: 'Approved' });
    await nodeE.waitFor({ state: 'detached' });
    await nodeA.waitFor();
    await page.getByLabel('Status').selectOption({ label: 'All' });
    await page.getByLabel('Search dealers').fill(`nobody-${tag}`);
    await page.getByText('No Dealers Found').waitFor();
    await page.getByRole('button', { name: 'Refresh', exact: true }).click();
    await page.getByText('No Dealers Found').waitFor();

    // The month's ledger as a CSV file, under the server's name.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export ledger (CSV)' }).click(),
    ]);
    const month = await page.getByLabel('Month').inputValue();
    expect(download.suggestedFilename()).toBe(`ghar-commissions-${month}.csv`);
    const csv = await downloadedText(download);
    expect(csv.split('\r\n')[0]).toContain('Dealer Code Used');
    expect(csv).toContain('TOTAL');
  });

  it('when a phone opens the dealer screens, then they fit its width', async () => {
    const phone = await openPage(browser, 'mobile');
    await logInByApi(phone.context, adminCredentials());
    await phone.page.goto('/admin/dealer-requests');
    await phone.page.getByLabel('Search dealer requests').fill(tag);
    await phone.page.locator('li[data-request-id]').first().waitFor();
    await expectFitsPhone(phone.page);
    await saveScreenshot(phone.page, 'admin-dealer-requests-mobile');

    await phone.page.goto('/admin/dealer-tree');
    await phone.page.getByLabel('Search dealers').fill(tag);
    await phone.page.getByRole('button', { name: `Show details of ${people.e.name}` }).click();
    await phone.page
      .getByRole('region', { name: 'Selected Dealer Details' })
      .getByText(people.e.email)
      .waitFor();
    await expectFitsPhone(phone.page);
    await saveScreenshot(phone.page, 'admin-dealer-tree-mobile');

    // In Hindi the screens keep their width (their texts come with the rest of Hindi).
    await phone.page.getByRole('banner').getByRole('button', { name: 'हिन्दी' }).click();
    await phone.page.getByRole('heading', { level: 1, name: 'डीलर ट्री' }).waitFor();
    await phone.page.getByRole('button', { name: 'सभी खोलें' }).waitFor();
    await expectFitsPhone(phone.page);
    await saveScreenshot(phone.page, 'admin-dealer-tree-mobile-hi');
    await phone.page.goto('/admin/dealer-requests');
    await phone.page.getByRole('heading', { level: 1, name: 'डीलर अनुरोध' }).waitFor();
    await expectFitsPhone(phone.page);
    await saveScreenshot(phone.page, 'admin-dealer-requests-mobile-hi');
    await phone.context.close();
  });
});
