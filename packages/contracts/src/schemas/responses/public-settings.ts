// zod/mini: GET /api/settings is read by the footer on every first page, so the web checks the
// answer with this schema (the web cannot afford full zod). The values were validated when an
// admin saved them (settings.ts, full zod); the answer only needs its shape, pinned below to the
// sections' full-zod picks so that a field added there and not here fails tsc.
import { z } from 'zod/mini';
import { RENT_COMMISSION_RULES } from '../../constants/business';
import type { z as FullZod } from 'zod';
import type { publicSettingsSchemas } from '../settings';

/** GET /api/settings: each section that answered (the web falls back to SETTINGS_DEFAULTS). */
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
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

type SectionsAsSaved = FullZod.output<
  FullZod.ZodObject<{
    [S in keyof typeof publicSettingsSchemas]: FullZod.ZodOptional<
      (typeof publicSettingsSchemas)[S]
    >;
  }>
>;
type Same<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Expect<T extends true> = T;
/** Compile-time equality: the answer's shape is exactly the saved sections' public part. */
export type PublicSettingsMatchSaved = Expect<Same<PublicSettings, SectionsAsSaved>>;
