/** Indian mobile: 10 digits starting 6 to 9. */
export const MOBILE_PATTERN = /^[6-9]\d{9}$/;
export const AADHAAR_PATTERN = /^\d{12}$/;
export const PINCODE_PATTERN = /^\d{6}$/;
export const PASSWORD_SPECIAL_CHARACTERS = '@$!%*?&';
export const PASSWORD_SPECIAL_PATTERN = /[@$!%*?&]/;
