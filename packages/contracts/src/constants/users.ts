export const ROLES = ['USER', 'DEALER', 'ADMIN'] as const;
export type Role = (typeof ROLES)[number];

/** The account type badge on the profile page. */
export const ROLE_LABELS: Record<Role, string> = {
  USER: 'Regular User',
  DEALER: 'Dealer',
  ADMIN: 'Administrator',
};

export const USER_STATUSES = ['ACTIVE', 'BLOCKED'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/**
 * The e-mail domain of the demo owners `npm start` creates in auth; the listings service lists its
 * sample market under the accounts of this domain (and only when its database is empty).
 */
export const DEMO_OWNER_EMAIL_DOMAIN = 'demo.ghar.local';

/** The languages a user may choose on the profile (issue 27): their notices are written in it. */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
