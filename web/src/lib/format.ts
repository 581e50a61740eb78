const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

// Prices everywhere: rupees, Indian digit grouping, no decimals (spec part 1 §9).
export const formatPrice = (amount: number): string => rupees.format(amount);

export const localeFor = (language: string): string => (language === 'hi' ? 'hi-IN' : 'en-IN');

export const formatDate = (
  value: Date | string | number,
  language: string,
  style: 'medium' | 'long' = 'long',
): string =>
  new Intl.DateTimeFormat(localeFor(language), { dateStyle: style }).format(new Date(value));
