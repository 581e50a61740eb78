const MB = 1024 * 1024;

export const LIMITS = {
  profilePictureMaxBytes: 5 * MB,
  aadhaarImageMaxBytes: 5 * MB,
  paymentProofMaxBytes: 5 * MB,
  bookingProofMaxBytes: 5 * MB,
  listingFeeProofMaxBytes: 5 * MB,
  listingImageMaxBytes: 10 * MB,
  listingImagesMax: 5,
  /** The spec gives no limit for registry, bill and other documents; they get the image limit. */
  propertyDocumentMaxBytes: 10 * MB,
  mobileLength: 10,
  aadhaarLength: 12,
  pincodeLength: 6,
  paymentRefMinLength: 4,
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
