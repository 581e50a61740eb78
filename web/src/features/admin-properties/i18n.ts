import { i18n } from '@/lib/i18n';
import en from '@/locales/en/admin-properties.json';

// Manage Properties brings its English texts with it, so the first chunk every visitor downloads
// does not carry an admin screen's texts; the Hindi ones come with the rest of Hindi.
if (!i18n.hasResourceBundle('en', 'admin-properties')) {
  i18n.addResourceBundle('en', 'admin-properties', en);
}
