const MB = 1024 * 1024;

export const LIMITS = {
  profilePictureMaxBytes: 5 * MB,
  aadhaarImageMaxBytes: 5 * MB,
  paymentProofMaxBytes: 5 * MB,
  bookingProofMaxBytes: 5 * MB,
  listingFeeProofMaxBytes: 5 * MB,
  listingImageMaxBytes: 10 * MB,
  listingImagesMax: 5,
  /**
   * Chosen here (issue 26): a listing photo smaller than this is a thumbnail or a screenshot crop
   * that shows nothing on a phone's detail page. Either orientation: the long side at least the
   * first, the short side at least the second.
   */
  listingPhotoMinPixels: { long: 400, short: 300 },
  /** The spec gives no limit for registry, bill and other documents; they get the image limit. */
  propertyDocumentMaxBytes: 10 * MB,
  mobileLength: 10,
  aadhaarLength: 12,
  pincodeLength: 6,
  paymentRefMinLength: 4,
  /**
   * Chosen here (issue 23): a payment reference is a UPI transaction id or a bank UTR — NPCI caps
   * the UPI id at 35 characters and a UTR is at most 22 — so 35 fits every real one.
   */
  paymentRefMaxLength: 35,
  passwordMinLength: 8,
  /** Chosen here (the spec sets none): free text is bounded so no event outgrows Kafka's limit. */
  nameMaxLength: 100,
  titleMaxLength: 150,
  descriptionMaxLength: 5000,
  /** Any other free text (addresses, notes…). */
  textMaxLength: 5000,
  inquiryPreviewLength: 150,
  /** Chosen here (the spec sets none): a long enquiry fits; a pasted document does not. */
  inquiryMessageMaxLength: 2000,
  /** Chosen here: a listing id is 24 characters; anything far longer is not one. */
  inquiryPropertyIdMaxLength: 64,
  /** The header's new-leads count stops here (shown 99+), so it is a bounded read (issue 27). */
  leadsCountCap: 100,
  /** The leads inbox's largest page (issue 27). */
  leadsPageMax: 50,
  /** Chosen here: WhatsApp and Telegram refuse texts over 4096 characters, `[TYPE] ` included. */
  manualMessageMaxLength: 4000,
  idPreviewLength: 8,
  typeaheadMaxSuggestions: 10,
  maxPageButtons: 5,
  treeIndentPx: 24,
  badgeCap: 99,
  notificationCleanupDays: 30,
  maxToasts: 20,
  /** Relative time: 'Just now' under this many seconds, then minutes, hours, days. */
  justNowSeconds: 60,
  /** Relative time shows days below this, a date from here on. */
  relativeDaysMax: 30,
  maxPageSize: 100,
  /** The most homes one user's shortlist keeps (issue 27 item 5): one page of ids, one read. */
  shortlistMax: 100,
  /** The most saved searches one user keeps (issue 27 item 6). */
  savedSearchMax: 20,
  savedSearchNameMaxLength: 60,
  /** The most new homes one saved search's next digest lists (the results link shows them all). */
  savedSearchDigestMax: 20,
} as const;

/**
 * Chosen here (issue 23; the spec sets none): the largest number a listing or a search may carry.
 * Beyond them a value is a typo or a probe (₹1e300 overflowed the commission's paise and the
 * admin's revenue card), so the edge refuses it with a message that names the ceiling.
 */
export const NUMBER_LIMITS = {
  /** ₹1,000 crore: any price, rent, lease charge or booking charge, in rupees. */
  maxAmountRupees: 10_000_000_000,
  /** 1 crore sq ft (about 230 acres). */
  maxAreaSqFt: 10_000_000,
  maxBhk: 20,
  maxRooms: 100,
  /** 100 years: the longest Indian leases run 99 years. */
  maxLeaseMonths: 1200,
  maxNoticeMonths: 24,
} as const;

export const PAGE_SIZES = {
  propertySearch: 12,
  ownerDashboard: 20,
  myProperties: 20,
  adminProperties: 10,
  adminBookings: 10,
  /** Chosen here (the spec's users table has no pages): a phone screen's worth of rows. */
  adminUsers: 20,
  /** Chosen here: the Aadhaar reveal audit, newest first. */
  aadhaarReveals: 20,
  notificationsPage: 20,
  notificationBell: 10,
  recentTransactions: 5,
  dashboardBookings: 5,
  dashboardCommissions: 5,
} as const;
