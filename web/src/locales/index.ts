import enAbout from './en/about.json';
import enAdmin from './en/admin.json';
import enAuth from './en/auth.json';
import enCommon from './en/common.json';
import enErrors from './en/errors.json';
import enForms from './en/forms.json';
import enHome from './en/home.json';
import enInquiries from './en/inquiries.json';
import enIntegrations from './en/integrations.json';
import enLegal from './en/legal.json';
import enNotifications from './en/notifications.json';
import enProfile from './en/profile.json';
import hiAbout from './hi/about.json';
import hiAdmin from './hi/admin.json';
import hiAuth from './hi/auth.json';
import hiCommon from './hi/common.json';
import hiErrors from './hi/errors.json';
import hiForms from './hi/forms.json';
import hiHome from './hi/home.json';
import hiInquiries from './hi/inquiries.json';
import hiIntegrations from './hi/integrations.json';
import hiLegal from './hi/legal.json';
import hiNotifications from './hi/notifications.json';
import hiProfile from './hi/profile.json';

// A new namespace: add `en/<ns>.json` and `hi/<ns>.json` with the same keys, import both
// here and list them below; `useTranslation('<ns>')` then finds it.
export const resources = {
  en: {
    common: enCommon,
    errors: enErrors,
    home: enHome,
    about: enAbout,
    legal: enLegal,
    notifications: enNotifications,
    inquiries: enInquiries,
    integrations: enIntegrations,
    forms: enForms,
    auth: enAuth,
    profile: enProfile,
    admin: enAdmin,
  },
  hi: {
    common: hiCommon,
    errors: hiErrors,
    home: hiHome,
    about: hiAbout,
    legal: hiLegal,
    notifications: hiNotifications,
    inquiries: hiInquiries,
    integrations: hiIntegrations,
    forms: hiForms,
    auth: hiAuth,
    profile: hiProfile,
    admin: hiAdmin,
  },
} as const;

export const defaultNamespace = 'common';
export const namespaces = Object.keys(resources.en) as (keyof (typeof resources)['en'])[];
