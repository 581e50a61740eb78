import { setTimeout as sleep } from 'node:timers/promises';
import { multipartForm, photoJpeg } from '@ghar/testing';
import type { Caller } from '../../system/support/callers';
import { call, dataOf } from './fault-client';
import { seededRandom, type Random } from './seeded-random';
import type { Actors, SeededProperty } from './seed-actors';

/** One booking the driver asked for (its paymentRef is unique, so a double shows in the DB). */
export interface BookingIntent {
  ref: string;
  propertyId: string;
  bookerId: string;
  dealerCode?: string;
  /** The id the API answered with. */
  id: string;
  /** What the driver did to it; the checks hold the databases to this. */
  fate: 'approved' | 'unbooked' | 'rejected' | 'rival-cancelled' | 'pending';
}

export interface DriverCounts {
  sent: number;
  approvals: number;
  unbooks: number;
  rejects: number;
  rivals: number;
}

export interface DriverOptions {
  seed: number;
  actors: Actors;
  properties: SeededProperty[];
  target: number;
  lanes: number;
  runTag: string;
  onProgress: (sent: number) => void;
}

const WAIT_FOR_PROJECTIONS_MS = 180_000;

/**
 * Books through the gateway: each lane takes a FREE property, books it (sometimes with a rival),
 * approves one (the rival is cancelled by it), and unbooks it again most of the time, so the
 * property goes back to the pool; until `target` bookings were sent.
 */
export async function driveBookings(options: DriverOptions) {
  const { actors } = options;
  // One generator per property, so its decisions replay from the seed whatever the lanes' timing.
  const generators = new Map<string, Random>();
  const randomOf = (property: SeededProperty) => {
    let random = generators.get(property.id);
    if (!random) {
      random = seededRandom(options.seed * 7919 + options.properties.indexOf(property));
      generators.set(property.id, random);
    }
    return random;
  };
  const proof = await photoJpeg('#335577');
  const intents: BookingIntent[] = [];
  const counts: DriverCounts = { sent: 0, approvals: 0, unbooks: 0, rejects: 0, rivals: 0 };
  const pool = [...options.properties];
  /** Properties that stayed unbookable (409) for WAIT_FOR_PROJECTIONS_MS after their unbooking. */
  const stuck: string[] = [];
  const codes = [...actors.dealers.map((dealer) => dealer.referralCode), undefined];

  const create = async (booker: Caller, property: SeededProperty, dealerCode?: string) => {
    const ref = `UTR${options.runTag}${String(counts.sent).padStart(6, '0')}`.toUpperCase();
    counts.sent += 1;
    options.onProgress(counts.sent);
    const deadline = Date.now() + WAIT_FOR_PROJECTIONS_MS;
    for (;;) {
      const answer = await call({
        method: 'post',
        path: '/api/bookings/create',
        token: booker.token,
        form: () =>
          multipartForm(
            {
              propertyId: property.id,
              paymentRef: ref,
              // One payment note per booking, as the booking modal sends: a create retried after
              // a lost answer names the same booking instead of making a second one.
              upiReference: `GHAR-BK-${ref}`,
              ...(dealerCode ? { dealerCode } : {}),
            },
            [{ field: 'paymentProof', content: proof, name: 'upi.jpg', type: 'image/jpeg' }],
          ),
      });
      if (answer.status === 201) {
        const { id } = dataOf<{ id: string }>(answer, 'booking create');
        const intent: BookingIntent = {
          ref,
          propertyId: property.id,
          bookerId: booker.id!,
          dealerCode,
          id,
          fate: 'pending',
        };
        intents.push(intent);
        return intent;
      }
      // Bookings learns of the listing, the dealer's approval and the FREE after an unbooking
      // from events: a refusal on those grounds is its projection catching up.
      const catchingUp =
        [404, 409].includes(answer.status) || (dealerCode && answer.status === 400);
      if (catchingUp && answer.status === 409 && Date.now() > deadline) {
        // Still 'already booked' long after its unbooking: reported, and the lane moves on.
        stuck.push(property.id);
        return undefined;
      }
      if (!catchingUp || Date.now() > deadline) {
        throw new Error(`booking create answered ${answer.status}: ${answer.text.slice(0, 300)}`);
      }
      await sleep(300);
    }
  };

  /** A decision the admin repeats after a fault: a 409 means the first try went through. */
  const decide = async (intent: BookingIntent, action: 'approve' | 'unbook' | 'reject') => {
    const answer = await call({
      method: 'put',
      path: `/api/bookings/${intent.id}/${action}`,
      token: actors.admin.token,
    });
    if (answer.status === 200) return;
    const seen = dataOf<{ status: string; history: { kind: string }[] }>(
      await call({ method: 'get', path: `/api/bookings/${intent.id}`, token: actors.admin.token }),
      'booking read',
    );
    const step = { approve: 'approved', unbook: 'unbooked', reject: 'rejected' }[action];
    if (answer.status === 409 && seen.history.some((entry) => entry.kind === step)) return;
    throw new Error(
      `${action} of ${intent.id} answered ${answer.status}: ${answer.text.slice(0, 300)}`,
    );
  };

  const cycle = async (property: SeededProperty): Promise<boolean> => {
    const random = randomOf(property);
    const bookers = actors.bookers;
    const first = await create(random.pick(bookers), property, random.pick(codes));
    if (!first) return false;
    if (random.chance(0.05)) {
      await decide(first, 'reject');
      first.fate = 'rejected';
      counts.rejects += 1;
      return true;
    }
    let rival: BookingIntent | undefined;
    if (random.chance(0.2) && counts.sent < options.target) {
      rival = await create(
        random.pick(bookers.filter((b) => b.id !== first.bookerId)),
        property,
        random.pick(codes),
      );
      if (rival) counts.rivals += 1;
    }
    await decide(first, 'approve');
    first.fate = 'approved';
    counts.approvals += 1;
    if (rival) rival.fate = 'rival-cancelled';
    if (!random.chance(0.85)) return false;
    await decide(first, 'unbook');
    first.fate = 'unbooked';
    counts.unbooks += 1;
    return true;
  };

  const lane = async () => {
    while (counts.sent < options.target) {
      const property = pool.shift();
      if (!property) return;
      if (await cycle(property)) pool.push(property);
    }
  };
  await Promise.all(Array.from({ length: options.lanes }, lane));
  return { intents, counts, stuck };
}
