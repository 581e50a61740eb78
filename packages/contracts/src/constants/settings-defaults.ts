import type { SettingsBySection } from '../schemas/settings';
import { BUSINESS_DEFAULTS } from './business';

// Apart from the settings' zod schemas: the web's footer reads these on every first page, where
// the schemas (and zod) are not loaded.
/** The values of docs/business-decisions.md (services take theirs from env, these when unset). */
export const SETTINGS_DEFAULTS: SettingsBySection = {
  listings: {
    listingFee: BUSINESS_DEFAULTS.listingFee,
    freshnessAskDays: 30,
    freshnessHideDays: 45,
    upiId: 'ghar@upi',
    upiPayeeName: 'Ghar Properties',
  },
  bookings: {
    defaultBookingCharge: BUSINESS_DEFAULTS.defaultBookingCharge,
    pendingTtlHours: BUSINESS_DEFAULTS.pendingBookingTtlHours,
  },
  dealers: {
    ...BUSINESS_DEFAULTS.commission,
    levelSplitPercent: [...BUSINESS_DEFAULTS.commission.levelSplitPercent],
  },
  notifications: {
    supportPhone: '+91 98765 43210',
    supportEmail: 'support@ghar.in',
    supportHours: `${BUSINESS_DEFAULTS.supportHours} by phone; e-mail reply within ${BUSINESS_DEFAULTS.emailReplyHours} hours`,
  },
};
