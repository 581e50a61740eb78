import { i18n } from '@/lib/i18n';
import en from '@/locales/en/saved-searches.json';

// "Alert me" and the saved searches page bring their English texts with them, so the first
// chunk every visitor downloads does not carry them; the Hindi ones come with the rest of Hindi.
if (!i18n.hasResourceBundle('en', 'saved-searches')) {
  i18n.addResourceBundle('en', 'saved-searches', en);
}
