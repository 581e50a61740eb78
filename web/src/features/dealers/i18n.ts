import { i18n } from '@/lib/i18n';
import en from '@/locales/en/dealers.json';

// The dealer screens bring their English texts with them, so the first chunk every visitor
// downloads does not carry them; the Hindi ones come with the rest of Hindi (locales/hi.ts).
// The dashboard and profile routes import this file too (features meet only in app/routes).
if (!i18n.hasResourceBundle('en', 'dealers')) i18n.addResourceBundle('en', 'dealers', en);
