import { i18n } from '@/lib/i18n';
import en from '@/locales/en/places.json';

// The city and locality pages bring their English texts with them (not in the search's or the
// detail's chunks); the Hindi ones come with the rest of Hindi.
if (!i18n.hasResourceBundle('en', 'places')) i18n.addResourceBundle('en', 'places', en);
