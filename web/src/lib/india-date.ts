// A date as India reads it ('5 Sept 2026', '5 सितंबर 2026') without `Intl`: a page's first render
// prints listing dates, and a browser's first `Intl.DateTimeFormat` loads ICU's calendar data —
// ~40–160 ms on a phone-speed CPU in one task (Lighthouse counted it as blocking time). The words
// are CLDR's for en-IN and hi-IN, as `Intl` prints them (india-date.test.ts holds it to that);
// India keeps one offset all year (IST, UTC+5:30, no daylight saving).
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

const MONTHS = {
  en: {
    medium: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
    long: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
  },
  hi: {
    medium: ['जन॰', 'फ़र॰', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुल॰', 'अग॰', 'सित॰', 'अक्टू॰', 'नव॰', 'दिस॰'],
    long: [
      'जनवरी',
      'फ़रवरी',
      'मार्च',
      'अप्रैल',
      'मई',
      'जून',
      'जुलाई',
      'अगस्त',
      'सितंबर',
      'अक्टूबर',
      'नवंबर',
      'दिसंबर',
    ],
  },
} as const;

export type DateStyle = 'medium' | 'long';

/** '5 Sept 2026' / '5 September 2026' (hi: '5 सित॰ 2026' / '5 सितंबर 2026'), the day in IST. */
export const formatIndiaDate = (
  value: Date | string | number,
  language: string,
  style: DateStyle,
): string => {
  const time = new Date(value).getTime();
  // An unreadable date prints as Intl would refuse it: visibly, not as a made-up day.
  if (Number.isNaN(time)) return 'Invalid Date';
  const ist = new Date(time + IST_OFFSET_MS);
  const month = MONTHS[language === 'hi' ? 'hi' : 'en'][style][ist.getUTCMonth()];
  return `${ist.getUTCDate()} ${month} ${ist.getUTCFullYear()}`;
};
