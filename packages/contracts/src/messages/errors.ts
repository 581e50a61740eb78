/**
 * Error texts: the spec's transport catalogue and screen fallbacks (part 2 §8), the login
 * failure, and the texts services and the gateway send in error bodies.
 */
export const ERROR_MESSAGES = {
  // Transport (client replacements) — 500, 404 and 503 are also what the servers send.
  network: 'Network error. Please check your internet connection and try again.',
  timeout: 'Request timed out. Please check your connection and try again.',
  cannotConnect: 'Unable to connect to server...',
  serverError: 'Server error. Please try again in a few moments.',
  routeNotFound: 'Service not found. Please try again later.',
  serviceUnavailable: 'Service temporarily unavailable. Please try again in a few minutes.',
  unexpected: 'An unexpected error occurred',

  // Server-side (platform and gateway).
  authRequired: 'You need to be logged in to perform this action.',
  accessDenied: 'You do not have permission to perform this action.',
  sessionExpired: 'Your session has expired. Please log in again.',
  accountBlocked: 'Your account has been blocked. Please contact support.',
  gatewayRequired: 'Direct access to services is not allowed.',
  invalidJson: 'Request body is not valid JSON.',
  payloadTooLarge: 'Request body is too large.',
  /** The body's bytes could not be read (a broken gzip stream, a cut-off upload). */
  bodyUnreadable: 'Request body could not be read.',
  bodyCharsetUnsupported: 'Request body charset is not supported. Please send UTF-8.',
  bodyEncodingUnsupported:
    'Request body encoding is not supported. Please send it uncompressed or gzip.',
  /** JSON routes take JSON only: a form post from another site must not reach them. */
  jsonBodyRequired: 'Request body must be JSON.',
  crossSiteRequestRefused: 'Requests from other websites are not allowed.',
  tooManyRequests: 'Too many requests. Please try again later.',
  /** The wait is in the Retry-After header; the login page says it in the reader's language. */
  tooManyLoginAttempts: 'Too many failed login attempts. Please try again later.',
  tooManySignups: 'Too many sign-ups from this network. Please try again later.',
  emailTaken: 'An account with this email already exists.',
  googleNotEnabled: 'Google sign-in is not enabled.',
  validationFailed: 'Validation failed',
  invalidCredentials: 'Invalid email or password. Please check your credentials.',

  // Domain errors chosen here so every service sends one text; the web's error toast picks
  // its title from words in them ('not found', 'already booked', 'dealer code', 'size', 'type').
  propertyNotFound: 'Property not found',
  bookingNotFound: 'Booking not found',
  userNotFound: 'User not found',
  dealerNotFound: 'Dealer not found',
  notificationNotFound: 'Notification not found',
  channelPreferencesInvalid: 'Choose on or off for e-mail, WhatsApp and SMS of every kind',
  inquiryNotFound: 'Inquiry not found',
  fileNotFound: 'File not found',
  propertyHasActiveBookings: 'This property has active bookings and cannot be deleted',
  propertyAlreadyBooked: 'This property is already booked and not available for booking.',
  invalidDealerCode: 'Invalid dealer code. Please check the code or leave it empty.',
  invalidReferralCode: 'Invalid referral code. Please check the code or leave it empty.',
  dealerApplicationPending: 'Your dealer application is already pending approval.',
  dealerAlreadyApproved: 'Congratulations! You are already an approved dealer.',
  dealerNotPending: 'Only pending dealer requests can be approved or rejected.',
  bookingNotPending: 'Only pending bookings can be approved or rejected.',
  bookingNotConfirmed: 'Only confirmed bookings can be unbooked.',
  ownPropertyBooking: 'You cannot book your own property.',
  /** A second create while the same user's booking of that property is still PENDING (issue 23). */
  pendingBookingExists: 'You have a pending booking for this property',
  /** A ♥ when the shortlist already holds LIMITS.shortlistMax homes (issue 27 item 5). */
  shortlistFull: 'Your shortlist is full (100 homes). Remove a home to save another.',
  /** A save beyond LIMITS.savedSearchMax (issue 27 item 6). */
  savedSearchesFull: 'You can keep up to 20 saved searches. Delete one to save another.',
  savedSearchNotFound: 'Saved search not found',
  /** A UPI note (GHAR-BK-…) names one booking of one property; reused for another it is refused. */
  upiNoteUsedForOtherProperty:
    'This UPI payment note belongs to your booking of another property. Please close the booking window and open it again for this property.',
  bookingNotDeletable: 'Only cancelled or expired bookings can be deleted.',
  bookingPaymentNotPending: 'Only a pending booking can be confirmed as paid.',
  adminAccountProtected: 'Admin accounts cannot be blocked or deleted.',
  currentPasswordIncorrect: 'Current password is incorrect.',
  passwordNotSet: 'This account has no password. Please sign in with Google.',
  fileTooLarge: 'File size is too large. Maximum size is 5MB.',
  listingFileTooLarge: 'File size is too large. Maximum size is 10MB.',
  invalidFileType: 'Invalid file type. Please upload a JPEG, PNG or PDF file.',
  invalidImageType: 'Invalid file type. Please upload a JPEG, PNG, GIF or WebP image.',
  tooManyFiles: 'Too many files uploaded.',

  // Screen fallbacks (the server's error field is shown first).
  listPropertyFailed: 'Failed to list property',
  fetchBookingsFailed: 'Failed to fetch bookings',
  updateExpiredBookingsFailed: 'Failed to update expired bookings',
  approveBookingFailed: 'Failed to approve booking',
  rejectBookingFailed: 'Failed to reject booking',
  unbookPropertyFailed: 'Failed to unbook property',
  loadPropertiesFailed: 'Failed to load properties',
  deletePropertyFailed: 'Failed to delete property',
  updatePropertyStatusFailed: 'Failed to update property status',
  updatePropertyFailed: 'Failed to update property',
  loadUsersFailed: 'Failed to load users',
  createUserFailed: 'Failed to create user',
  updateUserFailed: 'Failed to update user',
  updatePasswordFailed: 'Failed to update password',
  deleteUserFailed: 'Failed to delete user',
  blockUserFailed: 'Failed to block user',
  unblockUserFailed: 'Failed to unblock user',
  uploadProfilePictureFailed: 'Failed to upload profile picture',
  uploadAadhaarImageFailed: 'Failed to upload aadhaar image',
  loadAdminDataFailed: 'Failed to load admin data',
  loadAdminDashboardFailed: 'Failed to load admin dashboard data',
  loadDealerRequestsFailed: 'Failed to load dealer requests',
  approveDealerFailed: 'Failed to approve dealer',
  rejectDealerFailed: 'Failed to reject dealer',
  loadDealerTreeFailed: 'Failed to load dealer tree',
  fetchNotificationsFailed: 'Failed to fetch notifications',
  markNotificationReadFailed: 'Failed to mark notification as read',
  markAllNotificationsReadFailed: 'Failed to mark all notifications as read',
  cleanupNotificationsFailed: 'Failed to cleanup notifications',
  fetchPropertiesFailed: 'Failed to fetch properties',
  updateProfileFailed: 'Failed to update profile',
  changePasswordFailed: 'Failed to change password',
  registrationFailed: 'Registration failed',
  applicationFailed: 'Application failed',
  refreshPropertiesListFailed: 'Failed to refresh properties list',
  refreshPropertiesFailed: 'Failed to refresh properties',
  loginFailed: 'Login failed',
  signupFailed: 'Signup failed',
  uploadPaymentProofFailed: 'Failed to upload payment proof',
  loginFirst: 'Please login first',

  // Integrations page (the spec's WhatsApp / Telegram test pages).
  messageRequired: 'Please enter a message',
  /** Chosen here, with LIMITS.manualMessageMaxLength. */
  messageTooLong: 'Message must be 4000 characters or fewer',
  whatsappNotificationFailed: 'Failed to send WhatsApp notification',
  whatsappNotificationError: 'Error sending WhatsApp notification',
  whatsappMessageFailed: 'Failed to send WhatsApp message',
  whatsappMessageError: 'Error sending WhatsApp message',
  telegramStatusFailed: 'Failed to check Telegram status',
  testMessageFailed: 'Failed to send test message',
  loginTestFailed: 'Login test failed: ',
} as const;

interface ToastText {
  title: string;
  message?: string;
}

/** Titles and messages of the error-toast helper (part 2 §8), shown 8 s top right. */
export const ERROR_TOASTS = {
  network: {
    title: 'Network Connection Error',
    message: 'Unable to connect to the server. Please check your internet connection.',
  },
  timeout: { title: 'Request Timeout', message: 'The request took too long to complete...' },
  server: {
    title: 'Server Error',
    message: 'An internal server error occurred. This is not your fault.',
  },
  /** The spec's 503 text (transport catalogue) under a title of its own (issue 23 item 16). */
  unavailable: { title: 'Service Unavailable', message: ERROR_MESSAGES.serviceUnavailable },
  notFound: { title: 'Resource Not Found' },
  auth: { title: 'Authentication Required', message: ERROR_MESSAGES.authRequired },
  forbidden: { title: 'Access Denied', message: ERROR_MESSAGES.accessDenied },
  validation: { title: 'Validation Error' },
  propertyNotFound: { title: 'Property Not Found' },
  propertyAccessDenied: { title: 'Property Access Denied' },
  propertyExists: { title: 'Property Already Exists' },
  property: { title: 'Property Error' },
  propertyAlreadyBooked: { title: 'Property Already Booked' },
  payment: { title: 'Payment Error' },
  invalidDealerCode: { title: 'Invalid Dealer Code' },
  booking: { title: 'Booking Error' },
  fileTooLarge: { title: 'File Too Large' },
  invalidFileFormat: { title: 'Invalid File Format' },
  fileCorrupted: { title: 'File Corrupted' },
  upload: { title: 'Upload Error' },
  fallback: { title: 'Error', message: ERROR_MESSAGES.unexpected },
} as const satisfies Record<string, ToastText>;
