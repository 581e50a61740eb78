import { Clock, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { support as defaults } from '@/config/support';
import { useSupportContacts } from '@/lib/public-settings';
import { Dialog } from '../ui/dialog';

type ContactUsDialogProps = { open: boolean; onClose: () => void };

// Phone numbers and hours only (spec part 1 §2); e-mail and address live in the footer.
export const ContactUsDialog = ({ open, onClose }: ContactUsDialogProps) => {
  const { t } = useTranslation();
  const support = useSupportContacts();
  return (
    <Dialog open={open} onClose={onClose} title={t('contact.title')}>
      <p className="text-slate-600">{t('contact.intro')}</p>
      <h3 className="mt-5 flex items-center gap-2 text-sm font-semibold text-slate-900">
        <Phone aria-hidden="true" className="size-4 text-brand-700" />
        {t('contact.phones')}
      </h3>
      <ul className="mt-2 space-y-2">
        {support.phones.map((phone) => (
          <li key={phone.href}>
            <a
              href={phone.href}
              aria-label={t('contact.call', { phone: phone.display })}
              className="flex items-center justify-between rounded-lg border border-slate-200 px-4 py-3 font-semibold text-brand-800 hover:bg-brand-50"
            >
              {phone.display}
              <Phone aria-hidden="true" className="size-4" />
            </a>
          </li>
        ))}
      </ul>
      <h3 className="mt-5 flex items-center gap-2 text-sm font-semibold text-slate-900">
        <Clock aria-hidden="true" className="size-4 text-brand-700" />
        {t('contact.hours')}
      </h3>
      <p className="mt-1 text-slate-700">
        {support.hoursText ?? t('support.hours', defaults.hours)}
      </p>
    </Dialog>
  );
};
