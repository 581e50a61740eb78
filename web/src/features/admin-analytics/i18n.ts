import { i18n } from '@/lib/i18n';
import en from '@/locales/en/admin-analytics.json';

// The admin analytics bring their English texts with them (only admins open them); the Hindi
// ones come with the rest of Hindi (locales/hi.ts).
if (!i18n.hasResourceBundle('en', 'admin-analytics')) {
  i18n.addResourceBundle('en', 'admin-analytics', en);
}
