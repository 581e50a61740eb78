import { i18n } from '@/lib/i18n';
import en from '@/locales/en/admin-dead-letters.json';

// The dead-letter tool brings its English texts with it (only admins open it); the Hindi ones
// come with the rest of Hindi (locales/hi.ts).
if (!i18n.hasResourceBundle('en', 'admin-dead-letters')) {
  i18n.addResourceBundle('en', 'admin-dead-letters', en);
}
