/**
 * Validation texts of the spec (part 1 §5, part 2 §5), each defined once. Entries marked
 * "chosen here" fill a rule whose text the spec does not print.
 */
export const VALIDATION_MESSAGES = {
  fixIssues: 'Please fix the following issues',
  /** The dealer signup heading above the bulleted list. */
  fixIssuesList: 'Please fix the following issues:',
  /** The simple listing form prefixes its combined list with this. */
  fixFollowing: 'Please fix the following:',

  emailRequired: 'Email address is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  fullNameRequired: 'Full name is required',
  /** Chosen here, with LIMITS.nameMaxLength. */
  nameTooLong: 'Name must be 100 characters or fewer',
  /** Chosen here: control and text-direction characters make a name print as something else. */
  /** Chosen here, with LIMITS.textMaxLength (any free text without a tighter limit). */
  textTooLong: 'Text must be 5000 characters or fewer',
  nameHasControlCharacters: 'Name must not contain control or text-direction characters',
  mobileInvalid: 'Please enter a valid 10-digit mobile number',
  aadhaarInvalid: 'Please enter a valid 12-digit Aadhaar number',
  imageInvalid: 'Please select a valid image file',
  imageOnly: 'Please select an image file',
  imageTooLarge: 'Image size should be less than 5MB',

  passwordTooShort: 'Password must be at least 8 characters long',
  passwordNeedsLowercase: 'Password must contain at least one lowercase letter',
  passwordNeedsUppercase: 'Password must contain at least one uppercase letter',
  passwordNeedsNumber: 'Password must contain at least one number',
  passwordNeedsSpecial: 'Password must contain at least one special character (@$!%*?&)',
  passwordsDoNotMatch: 'Passwords do not match',
  newPasswordsDoNotMatch: 'New passwords do not match',
  /** Chosen here. */
  currentPasswordRequired: 'Current password is required',
  /** Chosen here. */
  roleInvalid: 'Please select a valid role',
  /** Chosen here (issue 27). */
  languageInvalid: 'Please choose English or Hindi',

  /** Chosen here (issue 27 item 6), with LIMITS.savedSearchNameMaxLength. */
  savedSearchNameRequired: 'Please give this search a name',
  savedSearchNameTooLong: 'Name must be 60 characters or fewer',
  savedSearchFiltersRequired: 'Choose at least one filter to save this search',

  inquiryMessageRequired: 'Please enter your message',
  inquiryMobileRequired: 'Please enter your mobile number',
  /** Chosen here, with LIMITS.inquiryMessageMaxLength. */
  inquiryMessageTooLong: 'Message must be 2000 characters or fewer',
  /** Chosen here (issue 27): a question's listing id that cannot be one. */
  inquiryPropertyInvalid: 'Please choose a valid property',

  paymentProofNotImage: 'Please upload an image file (JPG, PNG, etc.)',
  paymentProofTooLarge: 'File size should be less than 5MB',
  paymentProofRequired: 'Please upload payment proof',

  paymentRefRequired: 'Payment reference is required',
  paymentRefTooShort: 'Payment reference must be at least 4 characters',
  /** Chosen here, with LIMITS.paymentRefMaxLength. */
  paymentRefTooLong: 'Payment reference must be at most 35 characters',
  bookingProofTooLarge: 'File size must be less than 5MB',
  /** Chosen here. */
  propertyIdRequired: 'Property is required',

  titleRequired: 'Property title is required',
  /** Chosen here, with LIMITS.titleMaxLength. */
  titleTooLong: 'Title must be 150 characters or fewer',
  typeRequired: 'Property type is required',
  priceRequired: 'Valid price is required',
  descriptionRequired: 'Property description is required',
  /** Chosen here, with LIMITS.descriptionMaxLength. */
  descriptionTooLong: 'Description must be 5000 characters or fewer',
  cityRequired: 'City is required',
  stateRequired: 'State is required',
  localityRequired: 'Locality/Area/Layout is required',
  atLeastOneImage: 'At least one property image is required',
  atLeastOneRegistryDocument: 'At least one registry document is required',
  /** Chosen here. */
  actionRequired: 'Please choose Sell, Rent or Lease',
  /** Chosen here. */
  areaRequired: 'Valid area is required',
  /** Chosen here. */
  registeredAsRequired: 'Please choose who is listing the property',
  /** Chosen here. */
  registeredAsDescriptionRequired: 'Please describe how the property is registered',
  /** Chosen here. */
  mobileNumberRequired: 'Mobile number is required',
  /** Chosen here. */
  bhkRequired: 'BHK is required',
  /** Chosen here (RENT). */
  monthlyRentRequired: 'Valid monthly rent is required',
  /** Chosen here (LEASE: perMonthCharges holds the total lease charge). */
  leaseChargesRequired: 'Valid lease charges are required',
  /** Chosen here. */
  leaseDurationRequired: 'Valid lease duration in months is required',
  /** Chosen here. */
  numberInvalid: 'Please enter a valid number',
  /** Chosen here, with NUMBER_LIMITS.maxAmountRupees. */
  amountTooLarge: 'Amount must be at most ₹1,000 crore',
  /** Chosen here, with NUMBER_LIMITS.maxAreaSqFt. */
  areaTooLarge: 'Area must be at most 1,00,00,000 sq ft',
  /** Chosen here, with NUMBER_LIMITS.maxBhk. */
  bhkTooLarge: 'BHK must be at most 20',
  /** Chosen here, with NUMBER_LIMITS.maxRooms. */
  roomsTooLarge: 'Number of rooms must be at most 100',
  /** Chosen here, with NUMBER_LIMITS.maxLeaseMonths. */
  leaseDurationTooLong: 'Lease duration must be at most 1200 months',
  /** Chosen here, with NUMBER_LIMITS.maxNoticeMonths. */
  noticePeriodTooLong: 'Notice period must be at most 24 months',
  /** Chosen here. */
  pincodeInvalid: 'Please enter a valid 6-digit pincode',
  /** Chosen here. */
  dateInvalid: 'Please enter a valid date',
  /** Chosen here. */
  latitudeInvalid: 'Latitude must be between -90 and 90',
  /** Chosen here. */
  longitudeInvalid: 'Longitude must be between -180 and 180',
  /** Chosen here: a search filter naming an amenity no screen offers. */
  amenityInvalid: 'Please choose amenities from the list',

  /** Chosen here: an edit keeps a file ("existing…") that is not one of this listing's. */
  fileNotOfProperty: 'This file does not belong to this property',
  /** Chosen here: the UPI payment's note, as the web makes it (GHAR- and letters or digits). */
  listingFeeReferenceInvalid: 'Payment reference must be up to 40 letters, digits or dashes',

  maxImages: 'Maximum 5 images allowed',
  imageFileTooLarge: (file: string) => `${file} is too large. Maximum size is 10MB`,
  notAnImageFile: (file: string) => `${file} is not an image file`,
  /** Issue 26's text, named by file like the spec's other per-photo texts. */
  photoTooSmall: (file: string) => `${file}: Photo is too small — at least 400×300 pixels`,
  /** Chosen here (issue 26): a blank frame, a solid fill, a lens cap. */
  photoNearlyBlank: (file: string) =>
    `${file}: Photo is nearly one colour — please upload a real photo of the property`,
  loginToListProperty: 'Please login to list a property',
} as const;
