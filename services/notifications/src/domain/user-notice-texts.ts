import type { Language } from '@ghar/contracts/constants';
import { formatRupees, formatRupeesWithPaise } from '@ghar/contracts/format';

/**
 * The words of every user notice (issue 27) in both languages, from the template's key and
 * values: the title and message are written in the recipient's language when the notice is
 * made, and kept as written. Money is in ₹ with Indian grouping in both (₹1,25,000).
 */

type Params = Record<string, string | number>;
interface Text {
  title: string;
  message: (p: Params) => string;
}

const rupees = (p: Params) => formatRupees(Number(p.amount));
const paid = (p: Params) => formatRupees(Number(p.paid));
/** Commissions keep their paise. */
const rupeesWithPaise = (p: Params) => formatRupeesWithPaise(Number(p.amount));

/** "28 Nov 2026, 9:15 am" on India's clock, in the reader's language. */
const when = (p: Params, language: Language) =>
  new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-IN', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(String(p.signedInAt)));

const EN = {
  OwnerBookingRequested: {
    title: 'New booking request',
    // No name, number or e-mail of the booker until the booking is confirmed.
    message: (p) =>
      `Someone asked to book "${p.title}" and paid ${rupees(p)}. You will see their contact once the booking is confirmed.`,
  },
  BookerBookingReceived: {
    title: 'Booking request received',
    message: (p) =>
      `We received your booking request for "${p.title}" (${rupees(p)}). You will hear from us when it is confirmed.`,
  },
  OwnerBookingConfirmed: {
    title: 'Booking confirmed',
    message: (p) => `The booking of "${p.title}" is confirmed. The booker: ${p.contact}.`,
  },
  BookerBookingApproved: {
    title: 'Booking approved',
    message: (p) => `Your booking of "${p.title}" is approved. The owner: ${p.contact}.`,
  },
  BookerBookingApprovedNoContact: {
    title: 'Booking approved',
    message: (p) => `Your booking of "${p.title}" is approved.`,
  },
  OwnerBookingCancelled: {
    title: 'Booking request cancelled',
    message: (p) => `A booking request for "${p.title}" was cancelled.`,
  },
  BookerBookingRejected: {
    title: 'Booking not approved',
    message: (p) => `Your booking request for "${p.title}" was not approved.`,
  },
  OwnerBookingExpired: {
    title: 'Booking request expired',
    message: (p) => `A booking request for "${p.title}" expired without a decision.`,
  },
  BookerBookingExpired: {
    title: 'Booking request expired',
    message: (p) => `Your booking request for "${p.title}" expired without a decision.`,
  },
  OwnerBookingUnbooked: {
    title: 'Booking undone',
    message: (p) => `The booking of "${p.title}" was undone; the listing is available again.`,
  },
  BookerBookingUnbooked: {
    title: 'Booking undone',
    message: (p) => `Your booking of "${p.title}" was undone.`,
  },
  DealerApplicationApproved: {
    title: 'Dealer application approved',
    message: (p) => `You are now a Ghar dealer. Your referral code is ${p.code}.`,
  },
  DealerApplicationRejected: {
    title: 'Dealer application not approved',
    message: () => 'Your dealer application was not approved.',
  },
  CommissionEarnedYours: {
    title: 'Commission earned',
    message: (p) => `Commission earned: ${rupeesWithPaise(p)} (level ${p.level}) for "${p.title}".`,
  },
  CommissionReversedYours: {
    title: 'Commission reversed',
    message: (p) =>
      `Commission reversed: ${rupeesWithPaise(p)} (level ${p.level}) for "${p.title}".`,
  },
  ListingFreshnessCheckRequested: {
    title: 'Is this still available?',
    message: (p) =>
      `Is your listing "${p.title}" still available? Confirm it on your dashboard, or it will be hidden from search.`,
  },
  ListingHiddenForFreshness: {
    title: 'Listing hidden from search',
    message: (p) =>
      `Your listing "${p.title}" is hidden from search because it was not confirmed as available. Confirm it on your dashboard to show it again.`,
  },
  ListingFeeVerified: {
    title: 'Listing fee verified',
    message: (p) => `We verified your listing fee of ${rupees(p)} for "${p.title}".`,
  },
  ListingFeeRefunded: {
    title: 'Listing fee refunded',
    message: (p) => `Your listing fee of ${rupees(p)} for "${p.title}" was refunded.`,
  },
  SavedSearchDigest: {
    title: 'New homes for your search',
    message: (p) => `${p.count} new homes match your saved search "${p.name}". See them on Ghar.`,
  },
  ShortlistedPriceDropped: {
    title: 'Price dropped',
    message: (p) => `"${p.title}" on your shortlist is now ${rupees(p)}, down from ${paid(p)}.`,
  },
  SavedSearchDigestOne: {
    title: 'A new home for your search',
    message: (p) => `"${p.title}" matches your saved search "${p.name}". See it on Ghar.`,
  },
  BookerRefunded: {
    title: 'Booking amount refunded',
    message: (p) => `We refunded ${rupees(p)} of the ${paid(p)} you paid to book "${p.title}".`,
  },
  PasswordChanged: {
    title: 'Your password was changed',
    message: () => 'Your password was changed. If this was not you, contact Ghar support at once.',
  },
  PasswordChangedByAdmin: {
    title: 'Your password was changed',
    message: () =>
      'An admin set a new password for your account. If you did not ask for this, contact Ghar support.',
  },
  NewDeviceSignedIn: {
    title: 'New sign-in to your account',
    message: (p) =>
      `Your account was signed in from a new device (${p.device}) on ${when(p, 'en')}. If this was not you, change your password and contact Ghar support at once.`,
  },
  OwnerQuestionReceived: {
    title: 'New question about your listing',
    message: (p) => `New question about "${p.title}": "${p.question}" Mobile: ${p.mobile}.`,
  },
} satisfies Record<string, Text>;

export type UserNoticeKey = keyof typeof EN;

const HI: Record<UserNoticeKey, Text> = {
  OwnerBookingRequested: {
    title: 'नया बुकिंग अनुरोध',
    message: (p) =>
      `किसी ने "${p.title}" बुक करने का अनुरोध किया और ${rupees(p)} चुकाए। बुकिंग पक्की होने पर आपको उनका संपर्क दिखेगा।`,
  },
  BookerBookingReceived: {
    title: 'बुकिंग अनुरोध मिला',
    message: (p) =>
      `"${p.title}" (${rupees(p)}) के लिए आपका बुकिंग अनुरोध हमें मिल गया है। पक्का होते ही हम आपको बताएँगे।`,
  },
  OwnerBookingConfirmed: {
    title: 'बुकिंग पक्की हुई',
    message: (p) => `"${p.title}" की बुकिंग पक्की हो गई। बुक करने वाले: ${p.contact}।`,
  },
  BookerBookingApproved: {
    title: 'बुकिंग स्वीकृत',
    message: (p) => `"${p.title}" की आपकी बुकिंग स्वीकृत हो गई। मालिक: ${p.contact}।`,
  },
  BookerBookingApprovedNoContact: {
    title: 'बुकिंग स्वीकृत',
    message: (p) => `"${p.title}" की आपकी बुकिंग स्वीकृत हो गई।`,
  },
  OwnerBookingCancelled: {
    title: 'बुकिंग अनुरोध रद्द',
    message: (p) => `"${p.title}" का एक बुकिंग अनुरोध रद्द हो गया।`,
  },
  BookerBookingRejected: {
    title: 'बुकिंग स्वीकृत नहीं हुई',
    message: (p) => `"${p.title}" के लिए आपका बुकिंग अनुरोध स्वीकृत नहीं हुआ।`,
  },
  OwnerBookingExpired: {
    title: 'बुकिंग अनुरोध की अवधि खत्म',
    message: (p) => `"${p.title}" का एक बुकिंग अनुरोध बिना फ़ैसले के खत्म हो गया।`,
  },
  BookerBookingExpired: {
    title: 'बुकिंग अनुरोध की अवधि खत्म',
    message: (p) => `"${p.title}" के लिए आपका बुकिंग अनुरोध बिना फ़ैसले के खत्म हो गया।`,
  },
  OwnerBookingUnbooked: {
    title: 'बुकिंग वापस ली गई',
    message: (p) => `"${p.title}" की बुकिंग वापस ले ली गई; लिस्टिंग फिर से उपलब्ध है।`,
  },
  BookerBookingUnbooked: {
    title: 'बुकिंग वापस ली गई',
    message: (p) => `"${p.title}" की आपकी बुकिंग वापस ले ली गई।`,
  },
  DealerApplicationApproved: {
    title: 'डीलर आवेदन स्वीकृत',
    message: (p) => `अब आप घर के डीलर हैं। आपका रेफ़रल कोड ${p.code} है।`,
  },
  DealerApplicationRejected: {
    title: 'डीलर आवेदन स्वीकृत नहीं हुआ',
    message: () => 'आपका डीलर आवेदन स्वीकृत नहीं हुआ।',
  },
  CommissionEarnedYours: {
    title: 'कमीशन मिला',
    message: (p) => `"${p.title}" के लिए आपको ${rupeesWithPaise(p)} (लेवल ${p.level}) कमीशन मिला।`,
  },
  CommissionReversedYours: {
    title: 'कमीशन वापस लिया गया',
    message: (p) => `"${p.title}" का ${rupeesWithPaise(p)} (लेवल ${p.level}) कमीशन वापस ले लिया गया।`,
  },
  ListingFreshnessCheckRequested: {
    title: 'क्या यह अभी भी उपलब्ध है?',
    message: (p) =>
      `क्या आपकी लिस्टिंग "${p.title}" अभी भी उपलब्ध है? अपने डैशबोर्ड पर पुष्टि करें, नहीं तो यह खोज से छिप जाएगी।`,
  },
  ListingHiddenForFreshness: {
    title: 'लिस्टिंग खोज से छिपाई गई',
    message: (p) =>
      `आपकी लिस्टिंग "${p.title}" खोज से छिपा दी गई है, क्योंकि उसके उपलब्ध होने की पुष्टि नहीं हुई। उसे फिर से दिखाने के लिए अपने डैशबोर्ड पर पुष्टि करें।`,
  },
  ListingFeeVerified: {
    title: 'लिस्टिंग फ़ीस की पुष्टि हुई',
    message: (p) => `"${p.title}" के लिए आपकी ${rupees(p)} की लिस्टिंग फ़ीस की पुष्टि हो गई है।`,
  },
  ListingFeeRefunded: {
    title: 'लिस्टिंग फ़ीस वापस की गई',
    message: (p) => `"${p.title}" के लिए आपकी ${rupees(p)} की लिस्टिंग फ़ीस वापस कर दी गई है।`,
  },
  SavedSearchDigest: {
    title: 'आपकी खोज के लिए नए घर',
    message: (p) => `आपकी सेव की गई खोज "${p.name}" से ${p.count} नए घर मिलते हैं। उन्हें Ghar पर देखें।`,
  },
  ShortlistedPriceDropped: {
    title: 'कीमत घटी',
    message: (p) => `आपकी शॉर्टलिस्ट का "${p.title}" अब ${rupees(p)} का है, पहले ${paid(p)} था।`,
  },
  SavedSearchDigestOne: {
    title: 'आपकी खोज के लिए एक नया घर',
    message: (p) => `"${p.title}" आपकी सेव की गई खोज "${p.name}" से मिलता है। उसे Ghar पर देखें।`,
  },
  BookerRefunded: {
    title: 'बुकिंग राशि वापस की गई',
    message: (p) =>
      `"${p.title}" बुक करने के लिए चुकाए गए ${paid(p)} में से ${rupees(p)} आपको वापस कर दिए गए हैं।`,
  },
  PasswordChanged: {
    title: 'आपका पासवर्ड बदला गया',
    message: () => 'आपका पासवर्ड बदल दिया गया है। अगर यह आपने नहीं किया, तो तुरंत घर सहायता से संपर्क करें।',
  },
  PasswordChangedByAdmin: {
    title: 'आपका पासवर्ड बदला गया',
    message: () =>
      'एक एडमिन ने आपके खाते का नया पासवर्ड सेट किया है। अगर आपने यह नहीं माँगा था, तो घर सहायता से संपर्क करें।',
  },
  NewDeviceSignedIn: {
    title: 'आपके खाते में नया साइन-इन',
    message: (p) =>
      `${when(p, 'hi')} को एक नए डिवाइस (${p.device}) से आपके खाते में साइन इन किया गया। अगर यह आप नहीं थे, तो अपना पासवर्ड बदलें और तुरंत घर सहायता से संपर्क करें।`,
  },
  OwnerQuestionReceived: {
    title: 'आपकी लिस्टिंग के बारे में नया सवाल',
    message: (p) => `"${p.title}" के बारे में नया सवाल: "${p.question}" मोबाइल: ${p.mobile}।`,
  },
};

const TEXTS: Record<Language, Record<UserNoticeKey, Text>> = { en: EN, hi: HI };

/** A notice's title and message in one language. */
export function userNoticeText(
  key: UserNoticeKey,
  params: Params,
  language: Language,
): { title: string; message: string } {
  const text = TEXTS[language][key];
  return { title: text.title, message: text.message(params) };
}
