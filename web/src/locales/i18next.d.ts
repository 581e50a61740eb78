import 'i18next';
import type enAdmin from './en/admin.json';
import type enAdminActivity from './en/admin-activity.json';
import type enAdminAnalytics from './en/admin-analytics.json';
import type enAdminDashboard from './en/admin-dashboard.json';
import type enAdminDeadLetters from './en/admin-dead-letters.json';
import type enAdminDealers from './en/admin-dealers.json';
import type enAdminPayments from './en/admin-payments.json';
import type enAdminProperties from './en/admin-properties.json';
import type enAdminSettings from './en/admin-settings.json';
import type enBookings from './en/bookings.json';
import type enDealers from './en/dealers.json';
import type enIntegrations from './en/integrations.json';
import type enLeads from './en/leads.json';
import type enLegal from './en/legal.json';
import type enMap from './en/map.json';
import type enMyNotifications from './en/my-notifications.json';
import type enNotificationSettings from './en/notification-settings.json';
import type enPlaces from './en/places.json';
import type enProperties from './en/properties.json';
import type enPropertyForm from './en/property-form.json';
import type enSavedSearches from './en/saved-searches.json';
import type enShortlist from './en/shortlist.json';
import type { resources } from './index';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    // `properties` and `property-form` load with their screens (features/*/i18n.ts), not in the
    // first chunk.
    resources: (typeof resources)['en'] & {
      properties: typeof enProperties;
      places: typeof enPlaces;
      legal: typeof enLegal;
      map: typeof enMap;
      'property-form': typeof enPropertyForm;
      bookings: typeof enBookings;
      dealers: typeof enDealers;
      admin: typeof enAdmin;
      integrations: typeof enIntegrations;
      'admin-dealers': typeof enAdminDealers;
      'admin-payments': typeof enAdminPayments;
      'admin-properties': typeof enAdminProperties;
      'admin-settings': typeof enAdminSettings;
      'admin-analytics': typeof enAdminAnalytics;
      'admin-activity': typeof enAdminActivity;
      'admin-dashboard': typeof enAdminDashboard;
      'admin-dead-letters': typeof enAdminDeadLetters;
      'my-notifications': typeof enMyNotifications;
      'notification-settings': typeof enNotificationSettings;
      shortlist: typeof enShortlist;
      leads: typeof enLeads;
      'saved-searches': typeof enSavedSearches;
    };
  }
}
