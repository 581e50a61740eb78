import { z } from 'zod';
import { RENT_COMMISSION_RULES } from '../constants/business';

/**
 * The admin-editable values of docs/business-decisions.md, one section per owning service (issue 13 item 4). Each
 * service stores its section, validates a change with these schemas and serves the public part.
 */
export const SETTINGS_SECTIONS = ['listings', 'bookings', 'dealers', 'notifications'] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

/** The texts an admin sees when a change is refused (the forms and the services use the same). */
export const SETTINGS_MESSAGES = {
  listingFee: 'Listing fee must be a whole number of rupees more than ₹0',
  defaultBookingCharge: 'Default booking charge must be a whole number of rupees more than ₹0',
  pendingTtlHours: 'Pending booking time must be a whole number of hours from 1 to 720',
  freshnessDays: 'Days must be a whole number from 1 to 365',
  freshnessOrder: 'Hide after must be more days than ask after',
  percent: 'Percentages must be more than 0 and at most 100',
  levelPercent: 'Each level’s share must be from 0 to 100%',
  levelCount: 'Give a share for 1 to 5 levels',
  levelSplitSum: 'The level shares must add up to 100% or less',
  rentRule: 'Choose one month’s rent or a percent of the first month',
  upiId: 'Enter a UPI ID like name@bank',
  payeeName: 'Enter the payee’s name (up to 100 characters)',
  supportPhone: 'Enter a phone number of 10 to 13 digits (spaces, + and - allowed)',
  supportEmail: 'Enter a valid e-mail address',
  supportHours: 'Enter the support hours (up to 120 characters)',
} as const;
const M = SETTINGS_MESSAGES;

const rupees = (message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(10_000_000, { error: message });
const wholeBetween = (min: number, max: number, message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });
const percent = z
  .number({ error: M.percent })
  .positive({ error: M.percent })
  .max(100, { error: M.percent });
const text = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: message });

const UPI_ID = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/;
const PHONE = /^\+?[0-9][0-9 -]{8,18}[0-9]$/;
const digitCount = (value: string) => value.replace(/\D/g, '').length;

/** Field shapes without cross-field rules, so a change may name only some of them. */
export const settingsFields = {
  listings: z.object({
    listingFee: rupees(M.listingFee),
    /** Days unconfirmed before the owner is asked "Is this still available?". */
    freshnessAskDays: wholeBetween(1, 365, M.freshnessDays),
    /** Days unconfirmed before the listing leaves search until its owner confirms. */
    freshnessHideDays: wholeBetween(1, 365, M.freshnessDays),
    upiId: z.string({ error: M.upiId }).trim().regex(UPI_ID, { error: M.upiId }),
    upiPayeeName: text(100, M.payeeName),
  }),
  bookings: z.object({
    defaultBookingCharge: rupees(M.defaultBookingCharge),
    pendingTtlHours: wholeBetween(1, 720, M.pendingTtlHours),
  }),
  dealers: z.object({
    salePercent: percent,
    rentRule: z.enum(RENT_COMMISSION_RULES, { error: M.rentRule }),
    rentPercentOfFirstMonth: percent,
    levelSplitPercent: z
      .array(
        z
          .number({ error: M.levelPercent })
          .min(0, { error: M.levelPercent })
          .max(100, { error: M.levelPercent }),
        {
          error: M.levelCount,
        },
      )
      .min(1, { error: M.levelCount })
      .max(5, { error: M.levelCount }),
  }),
  notifications: z.object({
    supportPhone: z
      .string({ error: M.supportPhone })
      .trim()
      .refine((value) => PHONE.test(value) && digitCount(value) >= 10 && digitCount(value) <= 13, {
        error: M.supportPhone,
      }),
    supportEmail: z
      .string({ error: M.supportEmail })
      .trim()
      .max(254, { error: M.supportEmail })
      .pipe(z.email({ error: M.supportEmail })),
    supportHours: text(120, M.supportHours),
  }),
} as const;

/** Each section as stored: its fields and the rules between them. */
export const settingsSchemas = {
  listings: settingsFields.listings.refine(
    (values) => values.freshnessHideDays > values.freshnessAskDays,
    { error: M.freshnessOrder, path: ['freshnessHideDays'] },
  ),
  bookings: settingsFields.bookings,
  dealers: settingsFields.dealers.refine(
    (values) => values.levelSplitPercent.reduce((sum, share) => sum + share, 0) <= 100 + 1e-9,
    { error: M.levelSplitSum, path: ['levelSplitPercent'] },
  ),
  notifications: settingsFields.notifications,
} as const;

export type ListingsSettings = z.output<typeof settingsSchemas.listings>;
export type BookingsSettings = z.output<typeof settingsSchemas.bookings>;
export type DealersSettings = z.output<typeof settingsSchemas.dealers>;
export type NotificationsSettings = z.output<typeof settingsSchemas.notifications>;
export interface SettingsBySection {
  listings: ListingsSettings;
  bookings: BookingsSettings;
  dealers: DealersSettings;
  notifications: NotificationsSettings;
}

/** What anyone may read (the fee modal, the booking modal, the footer): no internal knobs. */
export const PUBLIC_SETTINGS_KEYS = {
  listings: ['listingFee', 'upiId', 'upiPayeeName'],
  bookings: ['defaultBookingCharge'],
  dealers: ['salePercent', 'rentRule', 'rentPercentOfFirstMonth', 'levelSplitPercent'],
  notifications: ['supportPhone', 'supportEmail', 'supportHours'],
} as const satisfies { [S in SettingsSection]: readonly (keyof SettingsBySection[S])[] };

export const publicSettingsSchemas = {
  listings: settingsFields.listings.pick({ listingFee: true, upiId: true, upiPayeeName: true }),
  bookings: settingsFields.bookings.pick({ defaultBookingCharge: true }),
  dealers: settingsFields.dealers,
  notifications: settingsFields.notifications,
} as const;

/** Who changed a section, when, and each value from → to (newest last). */
export const settingsAuditEntrySchema = z.object({
  at: z.iso.datetime({ offset: true }),
  by: z.object({ userId: z.string(), email: z.string() }),
  changes: z.array(z.object({ key: z.string(), from: z.unknown(), to: z.unknown() })),
});
export type SettingsAuditEntry = z.output<typeof settingsAuditEntrySchema>;

/** A service's admin answer for its section (GET/PUT /settings/<section>). */
export const settingsSectionViewSchema = z.object({
  section: z.enum(SETTINGS_SECTIONS),
  values: z.record(z.string(), z.unknown()),
  audit: z.array(settingsAuditEntrySchema),
});
export type SettingsSectionView = z.output<typeof settingsSectionViewSchema>;

/** PUT /api/admin/settings: one section's changed values, forwarded to its owner. */
export const settingsChangeSchema = z.object({
  section: z.enum(SETTINGS_SECTIONS, { error: 'Unknown settings section' }),
  values: z.record(z.string(), z.unknown()),
});

/** GET /api/admin/settings: every section that answered, and the ones that did not. */
export interface AdminSettingsView {
  sections: Partial<Record<SettingsSection, SettingsSectionView>>;
  unavailable: { section: SettingsSection; error: string }[];
}
