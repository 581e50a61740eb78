export const inquiryKeys = {
  all: ['inquiries'] as const,
  page: (page: number) => ['inquiries', 'page', page] as const,
  count: ['inquiries', 'count'] as const,
};
