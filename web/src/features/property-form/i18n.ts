import { i18n } from '@/lib/i18n';
import en from '@/locales/en/property-form.json';

// The listing form brings its English texts with it, so the first chunk every visitor downloads
// does not carry them; the Hindi ones come with the rest of Hindi (locales/hi.ts).
if (!i18n.hasResourceBundle('en', 'property-form')) {
  i18n.addResourceBundle('en', 'property-form', en);
}
