import { i18n } from '@/lib/i18n';
import en from '@/locales/en/my-notifications.json';

// Every signed-in user's bell and page bring their English texts with them, so the first chunk
// a visitor downloads does not carry them; the Hindi ones come with the rest of Hindi.
if (!i18n.hasResourceBundle('en', 'my-notifications')) {
  i18n.addResourceBundle('en', 'my-notifications', en);
}
