import { describe, expect, it } from 'vitest';
import { commandsFor } from './booking-actions';

describe('commandsFor', () => {
  it.each([
    ['PENDING', ['approve', 'reject']],
    ['CONFIRMED', ['unbook']],
    ['CANCELLED', ['delete']],
    ['EXPIRED', ['delete']],
  ] as const)(
    'when a booking is %s, then the admin is offered %j (part 2 §4)',
    (status, commands) => {
      expect(commandsFor(status)).toEqual(commands);
    },
  );
});
