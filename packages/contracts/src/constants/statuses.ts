export const PROPERTY_STATUSES = ['FREE', 'BOOKED', 'SOLD'] as const;
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number];
/** FREE is shown as Available. */
export const PROPERTY_STATUS_LABELS: Record<PropertyStatus, string> = {
  FREE: 'Available',
  BOOKED: 'Booked',
  SOLD: 'Sold',
};

export const BOOKING_STATUSES = ['PENDING', 'CONFIRMED', 'CANCELLED', 'EXPIRED'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const DEALER_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type DealerStatus = (typeof DEALER_STATUSES)[number];
export const DEALER_STATUS_LABELS: Record<DealerStatus, string> = {
  PENDING: 'Pending',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
};
