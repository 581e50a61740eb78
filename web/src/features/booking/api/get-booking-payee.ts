import { usePublicSettings, type LiveSettings } from '@/lib/public-settings';

// A booking is paid to the same UPI payee as the listing fee, as the admin set it (GET /api/settings).
const payeeOf = ({ listings }: LiveSettings) => ({
  upiId: listings.upiId,
  payeeName: listings.upiPayeeName,
});

export const useBookingPayee = () => usePublicSettings(payeeOf);

/** A SELL listing without its own booking charge costs the admin's default (part 2 §9). */
export const useDefaultBookingCharge = () =>
  usePublicSettings(({ bookings }) => bookings.defaultBookingCharge).data;
