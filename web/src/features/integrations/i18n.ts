import { i18n } from '@/lib/i18n';
import en from '@/locales/en/integrations.json';

// The WhatsApp and Telegram page is an admin's alone: its English comes with its route, not in
// the first chunk every visitor downloads; the Hindi comes with the rest of Hindi.
if (!i18n.hasResourceBundle('en', 'integrations')) i18n.addResourceBundle('en', 'integrations', en);
