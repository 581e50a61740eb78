import { i18n } from '../../lib/i18n';
import en from '../../locales/en/properties.json';
import hi from '../../locales/hi/properties.json';

// The search and detail screens bring their own texts, so the first chunk every visitor
// downloads does not carry them (web speed, issue 9).
if (!i18n.hasResourceBundle('en', 'properties')) {
  i18n.addResourceBundle('en', 'properties', en);
  i18n.addResourceBundle('hi', 'properties', hi);
}
