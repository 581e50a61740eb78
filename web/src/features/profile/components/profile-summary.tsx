import { BadgeCheck, CalendarDays } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { displayName } from '@/lib/auth/user';
import { formatDate } from '@/lib/format';
import { useLanguage } from '@/lib/language';
import type { Account } from '../api/account';
import type { DealerFigures } from '../utils/profile-view';
import { DealerDetailsList } from './dealer-details-list';
import { ImageUploadButton } from './image-upload-button';
import { TruncatedText } from '@/components/ui/truncated-text';

// Picture, name, account type and member-since date, with dealer details for dealers and admins.
export const ProfileSummary = ({
  account,
  dealerFigures,
}: {
  account: Account;
  dealerFigures?: DealerFigures | null;
}) => {
  const { t } = useTranslation('profile');
  const { language } = useLanguage();
  const name = displayName(account);
  return (
    <section
      aria-labelledby="profile-summary-title"
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex flex-col items-center text-center">
        <Avatar
          name={name}
          src={account.profilePic}
          alt={t('picture.alt', { name })}
          className="size-28 text-4xl ring-4 ring-brand-50"
        />
        <div className="mt-3">
          <ImageUploadButton
            slot="profilePic"
            label={account.profilePic ? t('picture.change') : t('picture.upload')}
            busyLabel={t('picture.uploading')}
            successMessage={t('picture.success')}
            failedMessage={t('picture.failed')}
            variant="ghost"
          />
        </div>
        <TruncatedText
          as="h2"
          id="profile-summary-title"
          text={name}
          className="mt-2 w-full text-xl font-bold text-slate-900"
        />
        <TruncatedText
          as="p"
          text={account.email}
          className="mt-0.5 w-full text-sm text-slate-600"
        />
        <p className="mt-3 inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800 ring-1 ring-brand-200">
          <BadgeCheck aria-hidden="true" className="size-4" />
          <span className="sr-only">{t('accountType')}: </span>
          {t(`roles.${account.role}`)}
        </p>
        {account.createdAt && (
          <p className="mt-3 inline-flex items-center gap-1.5 text-sm text-slate-600">
            <CalendarDays aria-hidden="true" className="size-4" />
            {t('memberSince', { date: formatDate(account.createdAt, language) })}
          </p>
        )}
      </div>
      <DealerDetailsList account={account} figures={dealerFigures} />
    </section>
  );
};
