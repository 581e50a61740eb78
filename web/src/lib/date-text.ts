// Dates as an Indian reader writes them, dd/mm/yyyy, while the API keeps ISO yyyy-mm-dd.

/** What the reader typed, with only its digits kept and the slashes put in: '0512' → '05/12'. */
export const maskDateText = (typed: string): string => {
  const digits = typed.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('/');
};

/** '2026-12-05' → '05/12/2026'; anything else → ''. */
export const isoToDateText = (iso: string): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
};

/** '05/12/2026' → '2026-12-05'; null for an unfinished or impossible date (31/02/2026). */
export const dateTextToIso = (text: string): string | null => {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (!match) return null;
  const [, day, month, year] = match as unknown as [string, string, string, string];
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const iso = `${year}-${month}-${day}`;
  return Number(year) >= 1900 && date.toISOString().slice(0, 10) === iso ? iso : null;
};
