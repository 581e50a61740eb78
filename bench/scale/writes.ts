import { SAMPLE_CITIES } from '../../services/listings/src/index';
import { multipartForm, rentFlatFields } from '../../packages/testing/src/fixtures/listing-form';
import { newPerson } from '../../tests/system/support/callers';
import { send } from '../../tests/system/support/gateway-client';
import type { PlannedRequest } from '../load/request-mix';
import type { WritePools } from './write-setup';

/**
 * The write mix of issue 24: signup, listing create and edit with a photo, booking create /
 * approve / unbook, dealer approve, mark read, settings, in turn, each planned with what it needs
 * from the pools. Every write the server acknowledged leaves a check, run after the window, that
 * reads it back: a write acknowledged and not visible afterwards is lost.
 */

export const WRITE_KINDS = [
  'signup',
  'listing create',
  'listing edit',
  'booking create',
  'booking approve',
  'booking unbook',
  'dealer approve',
  'mark read',
  'settings',
] as const;
export type WriteKind = (typeof WRITE_KINDS)[number];

export interface Acked {
  kind: WriteKind;
  /** Reads the write back: true when it is there. */
  check: () => Promise<boolean>;
}

const idOf = (text: string) => (JSON.parse(text) as { data: { id: string } }).data.id;
const get = async (path: string, token?: string) => {
  const answer = await send({ method: 'get', path, token });
  return {
    status: answer.status,
    data: answer.status === 200 ? (JSON.parse(answer.text) as { data: unknown }).data : undefined,
    text: answer.text,
  };
};
const statusOf = async (bookingId: string, admin: string) =>
  ((await get(`/api/bookings/${bookingId}`, admin)).data as { status?: string } | undefined)
    ?.status;

/** Builds the next write (null when its pool is used up: the caller takes another kind). */
export function writePlanner(pools: WritePools, jpeg: Buffer, random: () => number) {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const acked: Acked[] = [];
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const photo = { content: jpeg, name: 'front.jpg', type: 'image/jpeg' };
  let serial = 0;
  const ack = (kind: WriteKind, check: Acked['check']) => acked.push({ kind, check });

  const build: Record<WriteKind, () => PlannedRequest | null> = {
    signup: () => {
      const person = newPerson('scale signup');
      const form = multipartForm({
        name: person.name,
        email: person.email,
        mobile: person.mobile,
        password: person.password,
        aadhaar: person.aadhaar,
      });
      return {
        kind: 'signup',
        method: 'POST',
        path: '/api/auth/signup',
        body: form,
        after: (status) =>
          status < 300 &&
          ack(
            'signup',
            async () =>
              (
                await send({
                  method: 'post',
                  path: '/api/auth/login',
                  json: { email: person.email, password: person.password },
                })
              ).status === 200,
          ),
      };
    },
    'listing create': () => {
      const owner = pick(pools.owners);
      const city = pick(SAMPLE_CITIES);
      const form = multipartForm(
        rentFlatFields({
          title: `Scale flat ${(serial += 1)} in ${city.city}`,
          city: city.city,
          state: city.state,
          locality: pick(city.localities),
        }),
        [
          { field: 'mediaFiles', ...photo },
          { field: 'registryImage', ...photo, name: 'registry.jpg' },
          { field: 'listingFeeProof', ...photo, name: 'upi.jpg' },
        ],
      );
      return {
        kind: 'listing create',
        method: 'POST',
        path: '/api/properties',
        headers: bearer(owner.token),
        body: form,
        after: (status, text) => {
          if (status >= 300) return;
          const id = idOf(text);
          owner.listingIds.push(id);
          ack('listing create', async () => (await get(`/api/properties/${id}`)).status === 200);
        },
      };
    },
    'listing edit': () => {
      const owner = pick(pools.owners.filter((o) => o.listingIds.length > 0));
      if (!owner) return null;
      const id = pick(owner.listingIds);
      const title = `Scale flat, edited ${(serial += 1)}`;
      return {
        kind: 'listing edit',
        method: 'PUT',
        path: `/api/properties/${id}`,
        headers: bearer(owner.token),
        body: multipartForm(rentFlatFields({ title }), [{ field: 'mediaFiles', ...photo }]),
        after: (status) =>
          status < 300 &&
          ack(
            'listing edit',
            async () =>
              ((await get(`/api/properties/${id}`)).data as { title?: string } | undefined)
                ?.title === title,
          ),
      };
    },
    'booking create': () => {
      const user = pick(pools.users);
      const listing = pools.bookable.pop();
      if (!listing) return null;
      const form = multipartForm(
        { propertyId: listing.id, paymentRef: `UTR${String(900_000_000 + (serial += 1))}` },
        [{ field: 'paymentProof', ...photo, name: 'upi.jpg' }],
      );
      return {
        kind: 'booking create',
        method: 'POST',
        path: '/api/bookings/create',
        headers: bearer(user.token),
        body: form,
        after: (status, text) => {
          if (status >= 300) return;
          const id = idOf(text);
          ack(
            'booking create',
            async () => (await get(`/api/bookings/${id}`, user.token)).status === 200,
          );
        },
      };
    },
    'booking approve': () => {
      const id = pools.toApprove.pop();
      if (!id) return null;
      return {
        kind: 'booking approve',
        method: 'PUT',
        path: `/api/bookings/${id}/approve`,
        headers: bearer(pools.admin),
        after: (status) =>
          status < 300 &&
          ack('booking approve', async () => (await statusOf(id, pools.admin)) === 'CONFIRMED'),
      };
    },
    'booking unbook': () => {
      const id = pools.toUnbook.pop();
      if (!id) return null;
      return {
        kind: 'booking unbook',
        method: 'PUT',
        path: `/api/bookings/${id}/unbook`,
        headers: bearer(pools.admin),
        after: (status) =>
          status < 300 &&
          ack('booking unbook', async () => (await statusOf(id, pools.admin)) === 'CANCELLED'),
      };
    },
    'dealer approve': () => {
      const application = pools.applications.pop();
      if (!application) return null;
      return {
        kind: 'dealer approve',
        method: 'PUT',
        path: `/api/admin/dealer-requests/${application.id}/approve`,
        headers: bearer(pools.admin),
        after: (status) =>
          status < 300 &&
          ack('dealer approve', async () =>
            (await get('/api/admin/dealer-tree', pools.admin)).text.includes(application.code),
          ),
      };
    },
    'mark read': () => {
      const notice = pools.unread.pop();
      if (!notice) return null;
      return {
        kind: 'mark read',
        method: 'PUT',
        path: `/api/notifications/mine/${notice.id}/read`,
        headers: bearer(notice.token),
        after: (status) =>
          status < 300 && ack('mark read', () => stillUnread(notice).then((unread) => !unread)),
      };
    },
    settings: () => {
      const user = pick(pools.users);
      const current = pools.preferences.get(user.token)!;
      // Flip one channel of one kind: the saved settings must read back exactly.
      const kind = pick(Object.keys(current));
      const channel = pick(Object.keys(current[kind]!));
      const next = {
        ...current,
        [kind]: { ...current[kind], [channel]: !current[kind]![channel] },
      };
      pools.preferences.set(user.token, next);
      return {
        kind: 'settings',
        method: 'PUT',
        path: '/api/notifications/mine/preferences',
        headers: { ...bearer(user.token), 'content-type': 'application/json' },
        body: JSON.stringify(next),
        after: (status) =>
          status < 300 &&
          ack(
            'settings',
            async () =>
              JSON.stringify(
                (await get('/api/notifications/mine/preferences', user.token)).data,
              ) === JSON.stringify(pools.preferences.get(user.token)),
          ),
      };
    },
  };

  let turn = 0;
  const next = (): PlannedRequest => {
    for (let tries = 0; tries < WRITE_KINDS.length; tries += 1) {
      const planned = build[WRITE_KINDS[turn++ % WRITE_KINDS.length]!]();
      if (planned) return planned;
    }
    return build.signup()!;
  };
  return { next, acked };
}

/**
 * Whether a notice is still among the unread: the unread list is newest first, so once a page
 * reaches notices older than it without it, it is not there.
 */
async function stillUnread(notice: { token: string; id: string; createdAt: string }) {
  for (let page = 1; page <= 50; page += 1) {
    const { data } = await get(
      `/api/notifications/mine?read=false&limit=50&page=${page}`,
      notice.token,
    );
    const list = (data as { notifications: { id: string; createdAt: string }[] }).notifications;
    if (list.some((n) => n.id === notice.id)) return true;
    if (list.length < 50 || list.at(-1)!.createdAt < notice.createdAt) return false;
  }
  return true;
}

/**
 * Runs every check, a few at a time, for at most `budgetS` seconds; returns the lost writes per
 * kind and how many were left unchecked when the time ran out.
 */
export async function lostWrites(acked: Acked[], budgetS: number) {
  const lost: Record<string, number> = {};
  const end = performance.now() + Math.max(30, budgetS) * 1000;
  let next = 0;
  const worker = async () => {
    while (next < acked.length && performance.now() < end) {
      const item = acked[next++]!;
      const there = await item.check().catch(() => false);
      if (!there) lost[item.kind] = (lost[item.kind] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return { lost, unchecked: acked.length - next };
}
