import { send } from '../../tests/system/support/gateway-client';
import { logIn } from '../../tests/system/support/callers';
import { applyDealer } from '../../tests/system/support/dealer-applications';
import { eachLimited } from '../load/seed-world';
import type { Booking, Listing } from './seed-market';
import type { People, Person } from './seed-people';
import { PASSWORD } from './seed-people';

/**
 * What the write mix draws on, made before it starts: a handful of seeded people signed in (the
 * walker's too), their newest unread notices and channel settings, the owners' listings, the
 * seeded PENDING and CONFIRMED bookings to approve and unbook, and dealer applications waiting for
 * the admin. Everything through the gateway with the system tests' helpers.
 */

export interface Signed {
  person: Person;
  token: string;
}
export interface WritePools {
  admin: string;
  users: Signed[];
  owners: (Signed & { listingIds: string[] })[];
  dealers: Signed[];
  /** FREE listings no open booking is on: bookable by anyone but their owner. */
  bookable: Listing[];
  /** One PENDING booking per listing: approving it cancels its rivals, not another of these. */
  toApprove: string[];
  toUnbook: string[];
  /** Dealer applications waiting, with the code each gets. */
  applications: { id: string; code: string }[];
  /** Each user's newest unread notices (id and time), to mark read. */
  unread: { token: string; id: string; createdAt: string }[];
  /** Each user's channel settings as read. */
  preferences: Map<string, Record<string, Record<string, boolean>>>;
}

const dataOf = <T>(answer: { status: number; text: string }, what: string): T => {
  if (answer.status >= 300)
    throw new Error(`${what} answered ${answer.status}: ${answer.text.slice(0, 200)}`);
  return (JSON.parse(answer.text) as { data: T }).data;
};

async function signIn(person: Person): Promise<Signed> {
  return { person, token: (await logIn({ email: person.email, password: PASSWORD })).token };
}

export async function prepareWrites(options: {
  admin: { email: string; password: string };
  people: People;
  listings: Listing[];
  bookings: Booking[];
  handful: number;
  applications: number;
}): Promise<WritePools> {
  const { people, listings, bookings, handful } = options;
  const admin = (await logIn(options.admin)).token;
  const ownerSet = new Set(people.owners.map((o) => o.id));
  const plain = people.all.filter((p) => p.role === 'USER' && !ownerSet.has(p.id));
  // The busiest owners (drawn first by the skew) and users from the middle of the crowd.
  const users = await Promise.all(plain.slice(100, 100 + handful).map(signIn));
  const owners = await Promise.all(
    people.owners.slice(0, handful).map(async (o) => ({
      ...(await signIn(o)),
      listingIds: listings.filter((l) => l.ownerId === o.id).map((l) => l.id),
    })),
  );
  const dealers = await Promise.all(
    people.dealers.slice(0, Math.min(handful, people.dealers.length)).map(signIn),
  );

  const open = new Set(bookings.filter((b) => b.status === 'PENDING').map((b) => b.propertyId));
  const bookable = listings.filter((l) => l.status === 'FREE' && !open.has(l.id));
  const seen = new Set<string>();
  const toApprove = bookings
    .filter((b) => b.status === 'PENDING' && !seen.has(b.propertyId) && seen.add(b.propertyId))
    .map((b) => b.id);
  const toUnbook = bookings.filter((b) => b.status === 'CONFIRMED').map((b) => b.id);

  const applicants = await Promise.all(
    plain.slice(100 + handful, 100 + handful + options.applications).map(signIn),
  );
  // A few at a time (each is a write through auth and dealers on a loaded database).
  const applications = await eachLimited(applicants, 4, async (applicant) => {
    const applied = dataOf<{ id: string; referralCode: string }>(
      await applyDealer({ name: 'user', token: applicant.token }),
      'apply-dealer',
    );
    return { id: applied.id, code: applied.referralCode };
  });

  const unread: WritePools['unread'] = [];
  const preferences = new Map<string, Record<string, Record<string, boolean>>>();
  await eachLimited([...users, ...owners], 4, async (user) => {
    const page = dataOf<{ notifications: { id: string; createdAt: string }[] }>(
      await send({
        method: 'get',
        path: '/api/notifications/mine?read=false&limit=20',
        token: user.token,
      }),
      'unread notices',
    );
    unread.push(
      ...page.notifications.map((n) => ({ token: user.token, id: n.id, createdAt: n.createdAt })),
    );
    preferences.set(
      user.token,
      dataOf(
        await send({
          method: 'get',
          path: '/api/notifications/mine/preferences',
          token: user.token,
        }),
        'preferences',
      ),
    );
  });
  return {
    admin,
    users,
    owners,
    dealers,
    bookable,
    toApprove,
    toUnbook,
    applications,
    unread,
    preferences,
  };
}
