import { i18n } from '@/lib/i18n';
import en from '@/locales/en/bookings.json';

// The booking screens bring their English texts with them, so the first chunk every visitor
// downloads does not carry them; the Hindi ones come with the rest of Hindi (locales/hi.ts).
// The dashboard and admin routes import this file too (features meet only in app/routes).
if (!i18n.hasResourceBundle('en', 'bookings')) i18n.addResourceBundle('en', 'bookings', en);
