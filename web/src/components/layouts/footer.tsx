import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { POPULAR_CITIES } from '@/config/popular-cities';
import { support } from '@/config/support';
import { useSupportContacts } from '@/lib/public-settings';
import { Logo } from './logo';
import { socialIcons } from './social-icons';

// The Contact Us modal loads on first use, not with every page.
const ContactUsDialog = lazy(async () => ({
  default: (await import('./contact-us-dialog')).ContactUsDialog,
}));

const legalLinks = [
  { key: 'privacyPolicy', to: paths.privacyPolicy.getHref() },
  { key: 'termsOfService', to: paths.termsOfService.getHref() },
  { key: 'cookiesPolicy', to: paths.cookiesPolicy.getHref() },
] as const;

const quickLinks = [
  { key: 'home', to: paths.home.getHref() },
  { key: 'aboutUs', to: paths.about.getHref() },
  { key: 'dashboard', to: paths.dashboard.getHref() },
] as const;

const headingClass = 'text-sm font-semibold tracking-wide text-white uppercase';
const linkClass = 'inline-block py-1 text-slate-300 hover:text-white';

export const Footer = () => {
  const { t } = useTranslation();
  // The admin's support contacts (issue 13 item 4); the social links and address are built in.
  const live = useSupportContacts();
  const [contactOpen, setContactOpen] = useState(false);
  const [contactRequested, setContactRequested] = useState(false);

  return (
    <footer className="bg-slate-900 text-sm text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <Logo inverse />
          <p className="mt-4 leading-relaxed">{t('footer.about')}</p>
          <h2 className="sr-only">{t('footer.followUs')}</h2>
          <ul className="mt-5 flex gap-2">
            {support.social.map((network) => {
              const Icon = socialIcons[network.name];
              return (
                <li key={network.name}>
                  <a
                    href={network.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('footer.followOn', { network: network.name })}
                    className="flex size-10 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
                  >
                    {Icon && <Icon aria-hidden="true" className="size-5" />}
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
        <nav aria-labelledby="footer-quick-links" className="grid grid-cols-2 gap-6 md:grid-cols-1">
          <div>
            <h2 id="footer-quick-links" className={headingClass}>
              {t('footer.quickLinks')}
            </h2>
            <ul className="mt-3 space-y-1">
              {quickLinks.map((link) => (
                <li key={link.key}>
                  <Link to={link.to} className={linkClass}>
                    {t(`nav.${link.key}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2 className={headingClass}>{t('footer.legal')}</h2>
            <ul className="mt-3 space-y-1">
              {legalLinks.map((link) => (
                <li key={link.key}>
                  <Link to={link.to} className={linkClass}>
                    {t(`footer.${link.key}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2 className={headingClass}>{t('footer.popularCities')}</h2>
            <ul className="mt-3 space-y-1">
              {POPULAR_CITIES.map((city) => (
                <li key={city}>
                  <Link to={paths.place.getHref('rent', city)} className={linkClass}>
                    {t(`cities.${city}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </nav>
        <div className="lg:col-span-2">
          <h2 className={headingClass}>{t('footer.contactDetails')}</h2>
          <dl className="mt-4 grid gap-4 sm:grid-cols-2">
            <div className="relative ps-8">
              <dt className="font-medium text-white">
                <Phone
                  aria-hidden="true"
                  className="absolute start-0 top-0.5 size-5 text-amber-400"
                />
                {t('footer.phone')}
              </dt>
              {live.phones.map((phone) => (
                <dd key={phone.href}>
                  <a href={phone.href} className={linkClass}>
                    {phone.display}
                  </a>
                </dd>
              ))}
            </div>
            <div className="relative ps-8">
              <dt className="font-medium text-white">
                <Mail
                  aria-hidden="true"
                  className="absolute start-0 top-0.5 size-5 text-amber-400"
                />
                {t('footer.email')}
              </dt>
              <dd>
                <a href={`mailto:${live.email}`} className={`${linkClass} break-all`}>
                  {live.email}
                </a>
              </dd>
              <dd className="text-slate-400">{t('support.emailReply')}</dd>
            </div>
            <div className="relative ps-8">
              <dt className="font-medium text-white">
                <Clock
                  aria-hidden="true"
                  className="absolute start-0 top-0.5 size-5 text-amber-400"
                />
                {t('footer.hours')}
              </dt>
              <dd>{live.hoursText ?? t('support.hours', support.hours)}</dd>
            </div>
            <div className="relative ps-8">
              <dt className="font-medium text-white">
                <MapPin
                  aria-hidden="true"
                  className="absolute start-0 top-0.5 size-5 text-amber-400"
                />
                {t('footer.address')}
              </dt>
              <dd>{support.address}</dd>
            </div>
          </dl>
          <button
            type="button"
            onClick={() => {
              setContactRequested(true);
              setContactOpen(true);
            }}
            className="mt-6 inline-flex h-11 items-center gap-2 rounded-lg bg-amber-400 px-5 font-semibold text-slate-900 hover:bg-amber-300"
          >
            <Phone aria-hidden="true" className="size-4" />
            {t('footer.contactUs')}
          </button>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-5 text-xs text-slate-400 sm:px-6">
          {t('footer.rights', { year: new Date().getFullYear() })}
        </p>
      </div>
      {contactRequested && (
        <Suspense fallback={null}>
          <ContactUsDialog open={contactOpen} onClose={() => setContactOpen(false)} />
        </Suspense>
      )}
    </footer>
  );
};
