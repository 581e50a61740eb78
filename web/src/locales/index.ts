import enAbout from './en/about.json';
import enCommon from './en/common.json';
import enErrors from './en/errors.json';
import enHome from './en/home.json';
import enLegal from './en/legal.json';
import hiAbout from './hi/about.json';
import hiCommon from './hi/common.json';
import hiErrors from './hi/errors.json';
import hiHome from './hi/home.json';
import hiLegal from './hi/legal.json';

// A new namespace: add `en/<ns>.json` and `hi/<ns>.json` with the same keys, import both
// here and list them below; `useTranslation('<ns>')` then finds it.
export const resources = {
  en: { common: enCommon, errors: enErrors, home: enHome, about: enAbout, legal: enLegal },
  hi: { common: hiCommon, errors: hiErrors, home: hiHome, about: hiAbout, legal: hiLegal },
} as const;

export const defaultNamespace = 'common';
export const namespaces = Object.keys(resources.en) as (keyof (typeof resources)['en'])[];
