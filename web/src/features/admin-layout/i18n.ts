import { i18n } from '@/lib/i18n';
import en from '@/locales/en/admin.json';

// The admin screens' shared texts (the layout, home, users) come with the admin routes, so the
// first chunk every visitor downloads does not carry them; the Hindi ones come with the rest of
// Hindi.
if (!i18n.hasResourceBundle('en', 'admin')) i18n.addResourceBundle('en', 'admin', en);
