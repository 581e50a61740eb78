import { i18n } from '@/lib/i18n';
import en from '@/locales/en/notification-settings.json';

// The profile's Notification settings bring their English with them, so the first chunk a
// visitor downloads does not carry it; the Hindi comes with the rest of Hindi.
if (!i18n.hasResourceBundle('en', 'notification-settings')) {
  i18n.addResourceBundle('en', 'notification-settings', en);
}
