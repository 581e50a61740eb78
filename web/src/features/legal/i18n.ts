import { i18n } from '@/lib/i18n';
import en from '@/locales/en/legal.json';

// The privacy, terms and cookies pages bring their English texts with them (9 KB the first chunk
// of every other page need not carry); the Hindi ones come with the rest of Hindi.
if (!i18n.hasResourceBundle('en', 'legal')) i18n.addResourceBundle('en', 'legal', en);
