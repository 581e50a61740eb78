import { i18n } from '@/lib/i18n';
import en from '@/locales/en/admin-dealers.json';

// The admin dealer screens bring their English texts with them (only admins open them); the
// Hindi ones come with the rest of Hindi (locales/hi.ts).
if (!i18n.hasResourceBundle('en', 'admin-dealers')) {
  i18n.addResourceBundle('en', 'admin-dealers', en);
}
