/** The most bookings one read takes (issue 24 item 3: every read bounded, the API's largest page). */
export const MOVE_BATCH = 100;

/**
 * Moves every booking a read finds, a page at a time, where each move takes the booking out of
 * what the read finds (PENDING → another status, here or by someone quicker): so reading again
 * finds the rest. Ends at a short page, or at a page where nothing moved (what stays is left to
 * the next sweep rather than read forever). Returns how many this call moved.
 */
export async function moveInPages<T>(
  read: (limit: number) => Promise<T[]>,
  move: (item: T) => Promise<boolean>,
): Promise<number> {
  let moved = 0;
  for (;;) {
    const page = await read(MOVE_BATCH);
    let movedHere = 0;
    for (const item of page) if (await move(item)) movedHere += 1;
    moved += movedHere;
    if (page.length < MOVE_BATCH || movedHere === 0) return moved;
  }
}
