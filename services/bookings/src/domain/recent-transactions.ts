import type { RecentTransaction } from '@ghar/contracts/http';
import type { BookingsDeps } from './ports';

/**
 * The admin home's recent transactions (part 2 §2, §9: 5): CONFIRMED bookings, newest first, with
 * the booker's name as auth now has it (the copy on the booking when auth's is not known).
 */
export async function recentTransactions(
  deps: Pick<BookingsDeps, 'bookings' | 'users'>,
  limit: number,
): Promise<RecentTransaction[]> {
  const { records } = await deps.bookings.listAdmin({ page: 1, limit, status: 'CONFIRMED' });
  const bookers = await deps.users.findMany([...new Set(records.map((r) => r.userId))]);
  return records.map((record) => ({
    bookingId: record.id,
    amount: record.amount,
    createdAt: record.createdAt.toISOString(),
    propertyTitle: record.property.title,
    bookerName: bookers.get(record.userId)?.name ?? record.userName ?? '',
    status: record.status,
  }));
}
