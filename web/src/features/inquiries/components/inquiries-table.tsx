import { Inbox, Phone, RefreshCw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast/toast-store';
import { paths } from '@/config/paths';
import { screenErrorMessage } from '@/lib/api-error';
import { localeFor } from '@/lib/format';
import { useLanguage } from '@/lib/language';
import { useDeleteInquiry } from '../api/delete-inquiry';
import { hasOlderPage, useInquiries, useInquiryCount } from '../api/get-inquiries';
import { previewMessage, shortId } from '../inquiry-preview';
import { showActionFailure } from '@/lib/error-toast';
import type { Inquiry } from '../types';

const cellClass = 'px-4 py-3 align-top';

// /admin/inquiries (part 2 §2): User Details, Message (150 characters), Date, Delete.
// A question about a listing names it (its owner heard it too); a general inquiry names nothing.
const AboutProperty = ({ inquiry }: { inquiry: Inquiry }) => {
  const { t } = useTranslation('inquiries');
  if (!inquiry.propertyId) return null;
  return (
    <Link
      to={paths.property.getHref(inquiry.propertyId)}
      className="mt-1 block text-xs font-semibold break-words text-brand-700 hover:underline"
    >
      {t('admin.about', { title: inquiry.propertyTitle || inquiry.propertyId })}
    </Link>
  );
};

export const InquiriesTable = () => {
  const { t } = useTranslation('inquiries');
  const { language } = useLanguage();
  const [page, setPage] = useState(1);
  const inquiries = useInquiries(page);
  const count = useInquiryCount();
  const remove = useDeleteInquiry();
  const [deleting, setDeleting] = useState<Inquiry | null>(null);
  const items = inquiries.data ?? [];
  const older = hasOlderPage(page, items.length, count.data);
  const dateFormat = new Intl.DateTimeFormat(localeFor(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const formatWhen = (value: string) => dateFormat.format(new Date(value));

  const onDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => toast.success(t('admin.deleted'), t('admin.deletedTitle')),
      onError: (error) => void showActionFailure(error, t('admin.deleteFailed')),
      onSettled: () => setDeleting(null),
    });
  };

  const userDetails = (inquiry: Inquiry) => (
    <>
      <a
        href={`tel:${inquiry.mobileNumber}`}
        aria-label={t('admin.call', { mobile: inquiry.mobileNumber })}
        className="inline-flex items-center gap-1.5 font-semibold text-slate-900 hover:text-brand-700"
      >
        <Phone aria-hidden="true" className="size-4 text-slate-400" />
        {inquiry.mobileNumber}
      </a>
      <span className="block font-mono text-xs text-slate-500">
        {t('admin.id', { id: shortId(inquiry.id) })}
      </span>
    </>
  );

  const deleteButton = (inquiry: Inquiry) => (
    <Button
      variant="outline"
      size="sm"
      onClick={() => setDeleting(inquiry)}
      aria-label={t('admin.deleteLabel', { mobile: inquiry.mobileNumber })}
      className="text-red-700 hover:bg-red-50"
    >
      <Trash2 aria-hidden="true" className="size-4" />
      {t('admin.delete')}
    </Button>
  );

  return (
    <section className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="flex flex-wrap items-center gap-3 text-2xl font-bold text-slate-900 sm:text-3xl">
            {t('admin.title')}
            {count.data && (
              <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">
                {count.data.capped
                  ? t('admin.countAtLeast', { count: count.data.count })
                  : t('admin.count', { count: count.data.count })}
              </span>
            )}
          </h1>
          <p className="mt-1 text-slate-600">{t('admin.subtitle')}</p>
        </div>
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            void inquiries.refetch();
            void count.refetch();
          }}
          disabled={inquiries.isFetching}
        >
          <RefreshCw
            aria-hidden="true"
            className={inquiries.isFetching ? 'size-4 animate-spin' : 'size-4'}
          />
          {t('admin.refresh')}
        </Button>
      </div>

      {inquiries.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label={t('admin.loading')} />
        </div>
      ) : inquiries.isError ? (
        <div
          role="alert"
          className="flex flex-col items-center gap-3 rounded-2xl border border-red-200 bg-red-50 px-4 py-10 text-center text-red-800"
        >
          <p>{screenErrorMessage(inquiries.error, t('admin.loadFailed'))}</p>
          <Button variant="outline" size="sm" onClick={() => void inquiries.refetch()}>
            {t('admin.retry')}
          </Button>
        </div>
      ) : items.length === 0 && page === 1 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-14 text-center">
          <Inbox aria-hidden="true" className="size-10 text-slate-300" />
          <p className="font-medium text-slate-700">{t('admin.empty')}</p>
        </div>
      ) : (
        <>
          <div className="hidden overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm md:block">
            <table className="w-full text-start text-sm">
              <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                <tr>
                  <th scope="col" className={`${cellClass} w-48 text-start`}>
                    {t('admin.columns.user')}
                  </th>
                  <th scope="col" className={`${cellClass} text-start`}>
                    {t('admin.columns.message')}
                  </th>
                  <th scope="col" className={`${cellClass} w-44 text-start`}>
                    {t('admin.columns.date')}
                  </th>
                  <th scope="col" className={`${cellClass} w-32 text-end`}>
                    {t('admin.columns.actions')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {items.map((inquiry) => (
                  <tr key={inquiry.id}>
                    <td className={cellClass}>{userDetails(inquiry)}</td>
                    <td
                      className={`${cellClass} break-words text-slate-700`}
                      title={inquiry.message}
                    >
                      {previewMessage(inquiry.message)}
                      <AboutProperty inquiry={inquiry} />
                    </td>
                    <td className={`${cellClass} whitespace-nowrap text-slate-600`}>
                      <time dateTime={inquiry.createdAt}>{formatWhen(inquiry.createdAt)}</time>
                    </td>
                    <td className={`${cellClass} text-end`}>{deleteButton(inquiry)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="space-y-3 md:hidden">
            {items.map((inquiry) => (
              <li
                key={inquiry.id}
                className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
              >
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">{userDetails(inquiry)}</div>
                  <time dateTime={inquiry.createdAt} className="shrink-0 text-xs text-slate-500">
                    {formatWhen(inquiry.createdAt)}
                  </time>
                </div>
                <p className="text-sm break-words text-slate-700">
                  {previewMessage(inquiry.message)}
                  <AboutProperty inquiry={inquiry} />
                </p>
                <div className="flex justify-end">{deleteButton(inquiry)}</div>
              </li>
            ))}
          </ul>
          {(page > 1 || older) && (
            <nav
              aria-label={t('admin.pagination')}
              className="flex items-center justify-between gap-3"
            >
              <Button
                variant="outline"
                size="sm"
                disabled={page === 1}
                onClick={() => setPage(page - 1)}
              >
                {t('admin.newer')}
              </Button>
              <p className="text-sm text-slate-700" aria-live="polite">
                {t('admin.pageNumber', { page })}
              </p>
              <Button
                variant="outline"
                size="sm"
                disabled={!older}
                onClick={() => setPage(page + 1)}
              >
                {t('admin.older')}
              </Button>
            </nav>
          )}
        </>
      )}

      <ConfirmDialog
        open={deleting !== null}
        title={t('admin.confirmTitle')}
        message={t('admin.confirmDelete')}
        confirmLabel={t('admin.delete')}
        busy={remove.isPending}
        onConfirm={onDelete}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
};
