export const inquiryKeys = {
  all: ['inquiries'] as const,
};
