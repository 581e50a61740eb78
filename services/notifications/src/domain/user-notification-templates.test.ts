import type { EventData } from '@ghar/contracts/events';
import { describe, expect, it } from 'vitest';
import { contactsNeeded, userNoticesFor } from './user-notification-templates';

const booking: EventData<'BookingCreated'> = {
  bookingId: 'b-1',
  propertyId: 'p-1',
  propertyTitle: 'Lake View 2BHK',
  propertyAction: 'RENT',
  propertyOwnerId: 'u-owner',
  propertyOwnerEmail: 'owner@ghar.test',
  userId: 'u-booker',
  userEmail: 'booker@ghar.test',
  userName: 'Booker Bina',
  amount: 18_500,
  status: 'PENDING',
};
const owner = {
  userId: 'u-owner',
  name: 'Owner Om',
  email: 'owner@ghar.test',
  mobile: '9811100001',
};

describe('what each side of a booking hears', () => {
  it('when a booking is requested, then the owner is told without any of the booker’s contact', () => {
    const [toOwner, toBooker] = userNoticesFor('BookingCreated', booking);
    expect(toOwner).toMatchObject({ recipientId: 'u-owner', type: 'BOOKING' });
    expect(JSON.stringify(toOwner)).not.toMatch(/Bina|booker@|u-booker/);
    expect(toOwner?.message).toContain('₹18,500');
    expect(toBooker).toMatchObject({ recipientId: 'u-booker' });
    expect(toBooker?.template.key).toBe('BookerBookingReceived');
  });

  it('when a booking is approved, then each side gets the other’s contact (the event’s e-mail when the projection lacks them)', () => {
    const approved = { ...booking, status: 'CONFIRMED' as const, cancelledBookingIds: [] };
    expect(contactsNeeded('BookingApproved', approved)).toEqual(['u-owner', 'u-booker']);
    const [toOwner, toBooker] = userNoticesFor('BookingApproved', approved, { owner });
    expect(toOwner?.template.params.contact).toBe('Booker Bina, booker@ghar.test');
    expect(toBooker?.template.params.contact).toBe('Owner Om, 9811100001, owner@ghar.test');
  });

  it('when the owner books their own listing, then they hear it once, as the booker', () => {
    const notices = userNoticesFor('BookingExpired', { ...booking, userId: 'u-owner' });
    expect(notices.map((n) => n.template.key)).toEqual(['BookerBookingExpired']);
  });

  it('when a commission has no dealer user, then nobody is told', () => {
    const commission = { commissionId: 'c', dealerId: 'd', bookingId: 'b', level: 2, amount: 10 };
    expect(userNoticesFor('CommissionReversed', commission)).toEqual([]);
  });
});

describe('what everyone hears of their own account', () => {
  it('when a password is changed, then its owner gets a SECURITY notice that says whether an admin did it', () => {
    const changed = { userId: 'u-1', email: 'a@ghar.test', changedAt: '2026-11-28T03:00:00Z' };
    const [own] = userNoticesFor('PasswordChanged', { ...changed, byAdmin: false });
    const [byAdmin] = userNoticesFor('PasswordChanged', { ...changed, byAdmin: true });
    expect(own).toMatchObject({ recipientId: 'u-1', type: 'SECURITY' });
    expect(own?.template.key).toBe('PasswordChanged');
    expect(byAdmin?.template.key).toBe('PasswordChangedByAdmin');
  });
});

describe('each notice in its recipient’s language', () => {
  const hindiOwner = (userId: string) => (userId === 'u-owner' ? 'hi' : 'en');
  const bigBooking = { ...booking, amount: 125_000 };

  it('when the owner chose Hindi, then their notice is Hindi and the booker’s stays English, both with ₹ in Indian grouping', () => {
    const [toOwner, toBooker] = userNoticesFor('BookingCreated', bigBooking, {}, hindiOwner);
    expect(toOwner?.title).toBe('नया बुकिंग अनुरोध');
    expect(toOwner?.message).toBe(
      'किसी ने "Lake View 2BHK" बुक करने का अनुरोध किया और ₹1,25,000 चुकाए। बुकिंग पक्की होने पर आपको उनका संपर्क दिखेगा।',
    );
    expect(toBooker?.title).toBe('Booking request received');
    expect(toBooker?.message).toContain('(₹1,25,000)');
  });

  it('when nobody’s language is known, then every notice is English', () => {
    const [toOwner] = userNoticesFor('BookingCreated', bigBooking);
    expect(toOwner?.title).toBe('New booking request');
  });

  it('when a Hindi dealer earns a commission, then it is Hindi with paise', () => {
    const commission = {
      commissionId: 'c',
      dealerId: 'd',
      dealerUserId: 'u-dealer',
      bookingId: 'b',
      propertyTitle: 'Pink City Villa',
      level: 1,
      amount: 102_500.5,
    };
    const [hindi] = userNoticesFor('CommissionEarned', commission, {}, () => 'hi');
    expect(hindi?.message).toBe('"Pink City Villa" के लिए आपको ₹1,02,500.50 (लेवल 1) कमीशन मिला।');
    const [english] = userNoticesFor('CommissionEarned', commission);
    expect(english?.message).toBe(
      'Commission earned: ₹1,02,500.50 (level 1) for "Pink City Villa".',
    );
  });

  it('when a sign-in comes from a new device, then the user gets a SECURITY notice with the device and India’s time, in either language', () => {
    const signIn = {
      userId: 'u-1',
      email: 'a@ghar.test',
      device: 'Chrome on Android',
      signedInAt: '2026-11-28T03:45:00.000Z',
    };
    const [english] = userNoticesFor('NewDeviceSignedIn', signIn);
    expect(english).toMatchObject({ recipientId: 'u-1', type: 'SECURITY' });
    expect(english?.template).toEqual({
      key: 'NewDeviceSignedIn',
      params: { device: 'Chrome on Android', signedInAt: signIn.signedInAt },
    });
    expect(english?.title).toBe('New sign-in to your account');
    expect(english?.message).toContain('(Chrome on Android) on 28 Nov 2026, 9:15 am');
    const [hindi] = userNoticesFor('NewDeviceSignedIn', signIn, {}, () => 'hi');
    expect(hindi?.title).toBe('आपके खाते में नया साइन-इन');
    expect(hindi?.message).toMatch(/^28 नव॰ 2026, 9:15 am को एक नए डिवाइस \(Chrome on Android\) से/);
  });

  it('when the other side is named at approval, then the contact is the same in Hindi', () => {
    const approved = { ...booking, status: 'CONFIRMED' as const, cancelledBookingIds: [] };
    const [, toBooker] = userNoticesFor('BookingApproved', approved, { owner }, () => 'hi');
    expect(toBooker?.message).toBe(
      '"Lake View 2BHK" की आपकी बुकिंग स्वीकृत हो गई। मालिक: Owner Om, 9811100001, owner@ghar.test।',
    );
  });

  it('when a listing is hidden for freshness, then its owner gets a LISTING notice in their language', () => {
    const hidden = {
      propertyId: 'p-1',
      title: 'Lake View 2BHK',
      ownerId: 'u-owner',
      ownerEmail: 'owner@ghar.test',
      hiddenAt: '2026-12-08T10:00:00.000Z',
    };
    const [english] = userNoticesFor('ListingHiddenForFreshness', hidden);
    expect(english).toMatchObject({
      recipientId: 'u-owner',
      type: 'LISTING',
      title: 'Listing hidden from search',
      data: { propertyId: 'p-1' },
    });
    const [hindi] = userNoticesFor('ListingHiddenForFreshness', hidden, {}, () => 'hi');
    expect(hindi?.message).toContain('आपकी लिस्टिंग "Lake View 2BHK" खोज से छिपा दी गई है');
  });

  it('when a saved search has new homes, then its user gets one LISTING notice with the results link, in their language', () => {
    const digest = {
      userId: 'u-seeker',
      savedSearchId: 's-1',
      name: '2 BHK in Jodhpur under ₹20,000',
      count: 2,
      listingIds: ['p-1', 'p-2'],
      firstTitle: 'Sardarpura Flat',
      resultsUrl: '/properties?action=RENT&bhk=2&city=Jodhpur&maxPerMonthCharges=20000',
    };
    const notices = userNoticesFor('SavedSearchDigestReady', digest);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      recipientId: 'u-seeker',
      type: 'LISTING',
      title: 'New homes for your search',
      message:
        '2 new homes match your saved search "2 BHK in Jodhpur under ₹20,000". See them on Ghar.',
      data: { savedSearchId: 's-1', resultsUrl: digest.resultsUrl },
      template: { key: 'SavedSearchDigest', params: { name: digest.name, count: 2 } },
    });
    const [hindi] = userNoticesFor('SavedSearchDigestReady', digest, {}, () => 'hi');
    expect(hindi?.message).toBe(
      'आपकी सेव की गई खोज "2 BHK in Jodhpur under ₹20,000" से 2 नए घर मिलते हैं। उन्हें Ghar पर देखें।',
    );
    const [one] = userNoticesFor('SavedSearchDigestReady', {
      ...digest,
      count: 1,
      listingIds: ['p-1'],
    });
    expect(one).toMatchObject({
      title: 'A new home for your search',
      data: { propertyId: 'p-1', resultsUrl: digest.resultsUrl },
    });
    expect(one?.message).toContain('"Sardarpura Flat" matches your saved search');
  });

  it('when a shortlisted home drops in price, then its holder hears the new and saved price in ₹, in their language', () => {
    const drop = {
      userId: 'u-seeker',
      propertyId: 'p-1',
      title: 'Lake View 2BHK',
      savedPrice: 20_000,
      price: 18_000,
    };
    const [english] = userNoticesFor('ShortlistedPriceDropped', drop);
    expect(english).toMatchObject({
      recipientId: 'u-seeker',
      type: 'LISTING',
      title: 'Price dropped',
      message: '"Lake View 2BHK" on your shortlist is now ₹18,000, down from ₹20,000.',
      data: { propertyId: 'p-1' },
    });
    const [hindi] = userNoticesFor('ShortlistedPriceDropped', drop, {}, () => 'hi');
    expect(hindi?.message).toBe(
      'आपकी शॉर्टलिस्ट का "Lake View 2BHK" अब ₹18,000 का है, पहले ₹20,000 था।',
    );
  });

  it('when a listing fee is verified or refunded, then its owner hears it with ₹; a fee kept tells nobody', () => {
    const fee = {
      propertyId: 'p-1',
      title: 'Lake View 2BHK',
      ownerId: 'u-owner',
      ownerEmail: 'owner@ghar.test',
      amount: 1_500,
      changedAt: '2026-11-28T03:00:00.000Z',
    };
    const [verified] = userNoticesFor('ListingFeePaymentChanged', { ...fee, state: 'VERIFIED' });
    expect(verified).toMatchObject({
      recipientId: 'u-owner',
      type: 'LISTING',
      title: 'Listing fee verified',
      message: 'We verified your listing fee of ₹1,500 for "Lake View 2BHK".',
    });
    const [refunded] = userNoticesFor(
      'ListingFeePaymentChanged',
      { ...fee, state: 'REFUNDED' },
      {},
      () => 'hi',
    );
    expect(refunded?.title).toBe('लिस्टिंग फ़ीस वापस की गई');
    expect(refunded?.message).toContain('₹1,500 की लिस्टिंग फ़ीस वापस कर दी गई है');
    expect(userNoticesFor('ListingFeePaymentChanged', { ...fee, state: 'KEPT' })).toEqual([]);
  });

  it('when a booking’s payment is refunded, then the booker hears what came back of what they paid', () => {
    const payment = {
      bookingId: 'b-1',
      propertyId: 'p-1',
      propertyTitle: 'Lake View 2BHK',
      userId: 'u-booker',
      userEmail: 'booker@ghar.test',
      amount: 125_000,
      outcome: 'REJECTED' as const,
      refundAmount: 124_000,
      changedAt: '2026-11-28T03:00:00.000Z',
    };
    const [refund] = userNoticesFor('BookingPaymentChanged', { ...payment, state: 'REFUNDED' });
    expect(refund).toMatchObject({
      recipientId: 'u-booker',
      type: 'BOOKING',
      message: 'We refunded ₹1,24,000 of the ₹1,25,000 you paid to book "Lake View 2BHK".',
      data: { bookingId: 'b-1', propertyId: 'p-1' },
    });
    expect(userNoticesFor('BookingPaymentChanged', { ...payment, state: 'VERIFIED' })).toEqual([]);
  });
});
