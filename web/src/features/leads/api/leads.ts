import type { BookingLeadsPage, LeadsCount, QuestionLeadsPage } from '@ghar/contracts/http';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const LEADS_PAGE_SIZE = 20;

export const leadsKeys = {
  all: ['leads'] as const,
  bookings: (page: number) => ['leads', 'bookings', page] as const,
  questions: (page: number) => ['leads', 'questions', page] as const,
  count: (since: string) => ['leads', 'count', since] as const,
};

const pageQuery = (page: number) => ({ page, limit: LEADS_PAGE_SIZE });

export const getBookingLeads = (page: number) =>
  api.get<BookingLeadsPage>('/bookings/leads', { query: pageQuery(page) });
export const getQuestionLeads = (page: number) =>
  api.get<QuestionLeadsPage>('/inquiries/mine', { query: pageQuery(page) });

export const useBookingLeads = (page: number) =>
  useQuery({
    queryKey: leadsKeys.bookings(page),
    queryFn: () => getBookingLeads(page),
    placeholderData: keepPreviousData,
  });

export const useQuestionLeads = (page: number) =>
  useQuery({
    queryKey: leadsKeys.questions(page),
    queryFn: () => getQuestionLeads(page),
    placeholderData: keepPreviousData,
  });

/**
 * The header's count: booking requests and questions since `since`, each counted up to 100 by
 * its own service (two small reads), refreshed at most once a minute.
 */
export const useNewLeadsCount = (since: string) =>
  useQuery({
    queryKey: leadsKeys.count(since),
    queryFn: async () => {
      const query = { since };
      const [bookings, questions] = await Promise.all([
        api.get<LeadsCount>('/bookings/leads/count', { query }),
        api.get<LeadsCount>('/inquiries/mine/count', { query }),
      ]);
      return bookings.count + questions.count;
    },
    staleTime: 60_000,
  });
