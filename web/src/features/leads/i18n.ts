import { i18n } from '@/lib/i18n';
import en from '@/locales/en/leads.json';

// The leads inbox and the header's count bring their English texts with them, so the first chunk
// every visitor downloads does not carry them; the Hindi ones come with the rest of Hindi.
if (!i18n.hasResourceBundle('en', 'leads')) i18n.addResourceBundle('en', 'leads', en);
