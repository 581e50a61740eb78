import type { DealerRequest } from '@ghar/contracts/http';
import type { Browser, BrowserContext } from 'playwright-core';
import type { Person } from './accounts';
import { baseUrl } from './browser';
import { EVENT_WAIT_MS } from './event-wait';
import { waitFor } from '@ghar/testing';

// A dealer applicant whose e-mail carries the test's tag, so that one search finds the test's own.
export const taggedPerson = (person: Person, tag: string, index: number): Person => ({
  ...person,
  email: `dealer.${tag}.${index}@example.in`,
});

// Signs up through POST /api/auth/dealer-signup (multipart, as the dealer signup form sends it).
export const dealerSignUpByApi = async (
  context: BrowserContext,
  person: Person,
  referralCode = '',
): Promise<void> => {
  const response = await context.request.post('/api/auth/dealer-signup', {
    multipart: {
      name: person.name,
      email: person.email,
      mobile: person.mobile,
      password: person.password,
      ...(referralCode ? { referralCode } : {}),
    },
  });
  if (response.status() !== 201) {
    throw new Error(`dealer signup answered ${response.status()}: ${await response.text()}`);
  }
};

const requestsMatching = async (admin: BrowserContext, search: string) => {
  const response = await admin.request.get('/api/admin/dealer-requests', { params: { search } });
  if (response.status() !== 200) {
    throw new Error(`dealer requests answered ${response.status()}: ${await response.text()}`);
  }
  return ((await response.json()) as { data: DealerRequest[] }).data;
};

/**
 * The application of `email`, once the dealers service has it (it learns of a dealer signup from
 * auth's UserRegistered). A plain loop: expect.poll only runs inside a test.
 */
export const waitForRequest = async (
  admin: BrowserContext,
  email: string,
  status?: DealerRequest['status'],
): Promise<DealerRequest> => {
  const found = await waitFor(
    async () =>
      (await requestsMatching(admin, email)).find(
        (request) => request.user.email === email && (!status || request.status === status),
      ) ?? false,
    { timeoutMs: EVENT_WAIT_MS, intervalMs: 500 },
  ).catch(() => undefined);
  if (!found) throw new Error(`no dealer request${status ? ` ${status}` : ''} for ${email}`);
  return found;
};

export const decideByApi = async (
  admin: BrowserContext,
  id: string,
  decision: 'approve' | 'reject',
): Promise<void> => {
  const response = await admin.request.put(`/api/admin/dealer-requests/${id}/${decision}`);
  if (response.status() !== 200) {
    throw new Error(`${decision} answered ${response.status()}: ${await response.text()}`);
  }
};

/**
 * Approval reaches auth through DealerApproved: until auth has it, a login still answers role
 * USER and auth's signup refuses the dealer's code. A throw-away context, so that no session of
 * the caller's changes; a plain loop, so that it also serves a beforeAll.
 */
export const waitUntilDealer = async (browser: Browser, person: Person): Promise<void> => {
  const probe = await browser.newContext({ baseURL: baseUrl() });
  try {
    await waitFor(
      async () => {
        const response = await probe.request.post('/api/auth/login', {
          data: { email: person.email, password: person.password },
        });
        const body = (await response.json()) as { data?: { user?: { role?: string } } };
        return body.data?.user?.role === 'DEALER';
      },
      { timeoutMs: EVENT_WAIT_MS, intervalMs: 500 },
    ).catch(() => {
      throw new Error(`${person.email} never became a dealer`);
    });
  } finally {
    await probe.close();
  }
};
