import type { UseQueryResult } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { LoadFailed, LoadingBlock } from '@/components/ui/load-states';
import { useAuth } from '@/lib/auth/use-auth';
import { cn } from '@/lib/cn';
import { useBookingLeads, useQuestionLeads } from '../api/leads';
import { markLeadsSeen } from '../leads-seen';
import { BookingLeadItem } from './booking-lead-item';
import { QuestionLeadItem } from './question-lead-item';

type Tab = 'bookings' | 'questions';

type PageData = { page: number; hasMore: boolean };

// A list of one kind of lead: loading, failed, empty, or the page with Newer / Older.
function LeadList<T extends PageData>({
  query,
  items,
  empty,
  page,
  onPage,
}: {
  query: UseQueryResult<T>;
  items: (data: T) => ReactNode[];
  empty: { title: string; text: string };
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('leads');
  if (query.isPending) return <LoadingBlock label={t('page.loading')} className="py-16" />;
  if (query.isError && !query.data) {
    return (
      <LoadFailed
        error={query.error}
        fallback={t('page.error')}
        retryLabel={t('page.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const rows = items(query.data!);
  if (rows.length === 0 && page === 1) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
        <Inbox aria-hidden="true" className="size-10 text-slate-400" />
        <h2 className="text-lg font-semibold text-slate-900">{empty.title}</h2>
        <p className="text-slate-600">{empty.text}</p>
      </div>
    );
  }
  return (
    <>
      <ul className="grid gap-3">{rows}</ul>
      {(page > 1 || query.data!.hasMore) && (
        <div className="flex justify-between gap-2">
          <Button variant="outline" disabled={page === 1} onClick={() => onPage(page - 1)}>
            {t('page.previous')}
          </Button>
          <Button
            variant="outline"
            disabled={!query.data!.hasMore}
            onClick={() => onPage(page + 1)}
          >
            {t('page.next')}
          </Button>
        </div>
      )}
    </>
  );
}

// /leads (issue 27 item 4): the booking requests and questions about the owner's listings,
// newest first, one tab each. Opening it marks every lead seen for the header's count.
export const LeadsPage = () => {
  const { t } = useTranslation('leads');
  const { user } = useAuth();
  const [tab, setTab] = useState<Tab>('bookings');
  const [bookingPage, setBookingPage] = useState(1);
  const [questionPage, setQuestionPage] = useState(1);
  const bookings = useBookingLeads(bookingPage);
  const questions = useQuestionLeads(questionPage);
  const userId = user?.id;

  useEffect(() => {
    if (userId) markLeadsSeen(userId);
  }, [userId]);

  const tabButton = (key: Tab) => (
    <button
      type="button"
      role="tab"
      id={`leads-tab-${key}`}
      aria-selected={tab === key}
      aria-controls="leads-panel"
      onClick={() => setTab(key)}
      className={cn(
        'flex-1 rounded-lg px-3 py-2 text-sm font-semibold transition-colors sm:flex-none',
        tab === key ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-600 hover:text-slate-900',
      )}
    >
      {t(`page.${key}`)}
    </button>
  );

  return (
    <section className="mx-auto max-w-4xl space-y-5 px-4 py-6 sm:px-6 sm:py-8">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('page.title')}</h1>
        <p className="mt-1 text-sm text-slate-600">{t('page.subtitle')}</p>
      </header>
      <div
        role="tablist"
        aria-label={t('page.tabs')}
        className="flex gap-1 rounded-xl bg-slate-100 p-1 sm:inline-flex"
      >
        {tabButton('bookings')}
        {tabButton('questions')}
      </div>
      <div
        id="leads-panel"
        role="tabpanel"
        aria-labelledby={`leads-tab-${tab}`}
        className="space-y-4"
      >
        {tab === 'bookings' ? (
          <LeadList
            query={bookings}
            items={(data) =>
              data.leads.map((lead) => <BookingLeadItem key={lead.id} lead={lead} />)
            }
            empty={{ title: t('bookings.emptyTitle'), text: t('bookings.emptyText') }}
            page={bookingPage}
            onPage={setBookingPage}
          />
        ) : (
          <>
            <p className="text-sm text-slate-600">{t('page.answerWithin')}</p>
            <LeadList
              query={questions}
              items={(data) =>
                data.questions.map((question) => (
                  <QuestionLeadItem key={question.id} question={question} />
                ))
              }
              empty={{ title: t('questions.emptyTitle'), text: t('questions.emptyText') }}
              page={questionPage}
              onPage={setQuestionPage}
            />
          </>
        )}
      </div>
    </section>
  );
};
