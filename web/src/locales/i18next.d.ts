import 'i18next';
import type enProperties from './en/properties.json';
import type { resources } from './index';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    // `properties` loads with its screens (features/properties/i18n.ts), not in the first chunk.
    resources: (typeof resources)['en'] & { properties: typeof enProperties };
  }
}
