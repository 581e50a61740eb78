import about from './hi/about.json';
import admin from './hi/admin.json';
import adminActivity from './hi/admin-activity.json';
import adminDeadLetters from './hi/admin-dead-letters.json';
import adminAnalytics from './hi/admin-analytics.json';
import adminDashboard from './hi/admin-dashboard.json';
import adminDealers from './hi/admin-dealers.json';
import adminPayments from './hi/admin-payments.json';
import adminSettings from './hi/admin-settings.json';
import adminProperties from './hi/admin-properties.json';
import auth from './hi/auth.json';
import bookings from './hi/bookings.json';
import common from './hi/common.json';
import dealers from './hi/dealers.json';
import errors from './hi/errors.json';
import forms from './hi/forms.json';
import home from './hi/home.json';
import inquiries from './hi/inquiries.json';
import integrations from './hi/integrations.json';
import leads from './hi/leads.json';
import legal from './hi/legal.json';
import map from './hi/map.json';
import myNotifications from './hi/my-notifications.json';
import myProperties from './hi/my-properties.json';
import notificationSettings from './hi/notification-settings.json';
import savedSearches from './hi/saved-searches.json';
import shortlist from './hi/shortlist.json';
import notifications from './hi/notifications.json';
import profile from './hi/profile.json';
import places from './hi/places.json';
import properties from './hi/properties.json';
import propertyForm from './hi/property-form.json';

// Hindi loads on demand (lib/i18n.ts loadLanguage): visitors reading English never download
// it. It carries every namespace, `properties` included.
export const hi = {
  common,
  errors,
  home,
  about,
  legal,
  leads,
  notifications,
  inquiries,
  integrations,
  forms,
  auth,
  profile,
  admin,
  'my-properties': myProperties,
  'admin-properties': adminProperties,
  properties,
  places,
  map,
  'property-form': propertyForm,
  bookings,
  'admin-dealers': adminDealers,
  'admin-payments': adminPayments,
  'admin-settings': adminSettings,
  'admin-analytics': adminAnalytics,
  'admin-activity': adminActivity,
  'admin-dashboard': adminDashboard,
  'admin-dead-letters': adminDeadLetters,
  dealers,
  'my-notifications': myNotifications,
  'notification-settings': notificationSettings,
  shortlist,
  'saved-searches': savedSearches,
} as const;
