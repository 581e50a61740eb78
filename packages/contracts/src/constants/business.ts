/** How rent and lease commission is computed (docs/business-decisions.md; admin-editable). */
export const RENT_COMMISSION_RULES = ['ONE_MONTH_RENT', 'PERCENT_OF_FIRST_MONTH'] as const;
export type RentCommissionRule = (typeof RENT_COMMISSION_RULES)[number];

/** Business terms of the spec and docs/business-decisions.md; values marked editable there are defaults. */
export const BUSINESS_DEFAULTS = {
  listingFee: 100,
  defaultBookingCharge: 300,
  commission: {
    salePercent: 2,
    /** One month's rent; for LEASE the total charge divided by the months. */
    rentRule: 'ONE_MONTH_RENT' as RentCommissionRule,
    /** Used when rentRule is PERCENT_OF_FIRST_MONTH. */
    rentPercentOfFirstMonth: 30,
    /** Share of the commission for referral levels 1, 2 and 3; the rest goes to the company. */
    levelSplitPercent: [40, 10, 5],
  },
  pendingBookingTtlHours: 72,
  sellerAdvancePercent: 50,
  cancellationFine: 1000,
  refundBusinessDays: { min: 7, max: 10 },
  contactResponseHours: { min: 24, max: 48 },
  emailReplyHours: 2,
  ownerInquiryResponseHours: 24,
  minimumUserAge: 18,
  persistentCookieMaxYears: 2,
  supportHours: '9 AM – 9 PM every day',
} as const;
