// GET /api/settings is read by the footer on every first page: its answer is checked with a
// zod/mini copy of contracts' publicSettingsSchema (pinned to its type below, so a drift fails
// tsc), loaded while the request is in flight. The services already validated the values; the
// web only needs their shape.
import { RENT_COMMISSION_RULES } from '@ghar/contracts/constants';
import type { PublicSettings } from '@ghar/contracts/http';
import { z } from 'zod/mini';
import type { Expect, Same } from './same-type';

export const publicSettingsSchema = z.object({
  listings: z.optional(
    z.object({ listingFee: z.number(), upiId: z.string(), upiPayeeName: z.string() }),
  ),
  bookings: z.optional(z.object({ defaultBookingCharge: z.number() })),
  dealers: z.optional(
    z.object({
      salePercent: z.number(),
      rentRule: z.enum(RENT_COMMISSION_RULES),
      rentPercentOfFirstMonth: z.number(),
      levelSplitPercent: z.array(z.number()),
    }),
  ),
  notifications: z.optional(
    z.object({ supportPhone: z.string(), supportEmail: z.string(), supportHours: z.string() }),
  ),
});

export type PublicSettingsPinned = Expect<
  Same<z.infer<typeof publicSettingsSchema>, PublicSettings>
>;
