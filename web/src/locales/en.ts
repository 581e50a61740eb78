import about from './en/about.json';
import auth from './en/auth.json';
import common from './en/common.json';
import errors from './en/errors.json';
import forms from './en/forms.json';
import home from './en/home.json';
import inquiries from './en/inquiries.json';
import myProperties from './en/my-properties.json';
import notifications from './en/notifications.json';
import profile from './en/profile.json';

// English, the fallback, ships in the first chunk. The `properties` texts load with their
// screens (features/properties/i18n.ts), so they are not listed here; nor are the legal pages',
// the admin's (features/admin-layout/i18n.ts, features/admin-properties/i18n.ts,
// features/integrations/i18n.ts) or the
// shortlist's.
export const en = {
  common,
  errors,
  home,
  about,
  notifications,
  inquiries,
  forms,
  auth,
  profile,
  'my-properties': myProperties,
} as const;
