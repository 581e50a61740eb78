import { en } from './en';
import { hi } from './hi';

// A new namespace: add `en/<ns>.json` and `hi/<ns>.json` with the same keys and list both in
// en.ts and hi.ts; `useTranslation('<ns>')` then finds it.
export const resources = { en, hi } as const;
