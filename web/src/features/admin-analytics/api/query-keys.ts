export const adminAnalyticsKeys = {
  all: ['admin', 'analytics'] as const,
  of: (name: AnalyticsName) => ['admin', 'analytics', name] as const,
};

export type AnalyticsName = 'properties' | 'bookings' | 'dealers';
