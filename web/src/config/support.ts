// Support contacts are fixed in the client (spec part 1 §1); each can be overridden at build
// time with a VITE_* variable so that a deployment prints its real numbers.
const env = import.meta.env;

const listFrom = (value: string | undefined, fallback: string[]): string[] => {
  const items = value
    ?.split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return items && items.length > 0 ? items : fallback;
};

export type SupportPhone = { display: string; href: string };

const toPhone = (display: string): SupportPhone => ({
  display,
  href: `tel:${display.replace(/[^\d+]/g, '')}`,
});

export const support = {
  phones: listFrom(env.VITE_SUPPORT_PHONES, ['+91 98765 43210', '+91 141 400 0000']).map(toPhone),
  email: env.VITE_SUPPORT_EMAIL ?? 'support@ghar.in',
  address: env.VITE_SUPPORT_ADDRESS ?? 'Jaipur, Rajasthan, India',
  // Phone support every day (docs/business-decisions.md); the texts around these live in the locales.
  hours: { opens: '9 AM', closes: '9 PM' },
  social: [
    { name: 'Facebook', href: env.VITE_SOCIAL_FACEBOOK ?? 'https://www.facebook.com/gharindia' },
    { name: 'Instagram', href: env.VITE_SOCIAL_INSTAGRAM ?? 'https://www.instagram.com/gharindia' },
    { name: 'YouTube', href: env.VITE_SOCIAL_YOUTUBE ?? 'https://www.youtube.com/@gharindia' },
    { name: 'X', href: env.VITE_SOCIAL_TWITTER ?? 'https://x.com/gharindia' },
  ],
} as const;

export const primaryPhone = support.phones[0];
