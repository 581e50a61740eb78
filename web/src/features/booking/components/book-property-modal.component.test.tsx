import { SETTINGS_DEFAULTS } from '@ghar/contracts/constants';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PUBLIC_SETTINGS_KEY, liveSettingsOf } from '@/lib/public-settings';
import { renderWithApp } from '@/testing/render-with-app';
import { BookPropertyModal, type BookableProperty } from './book-property-modal';

// The admin's default booking charge, changed from the spec's ₹300 so the test tells them apart.
const settings = liveSettingsOf({
  ...SETTINGS_DEFAULTS,
  bookings: { ...SETTINGS_DEFAULTS.bookings, defaultBookingCharge: 750 },
});

const openModal = (property: Partial<BookableProperty> & Pick<BookableProperty, 'action'>) =>
  renderWithApp(
    <BookPropertyModal
      open
      onClose={() => undefined}
      property={{ id: 'p1', title: 'Haveli flat', ...property }}
    />,
    {
      cached: [
        [PUBLIC_SETTINGS_KEY, settings],
        // No booking of this property is pending: the form shows.
        [['bookings', 'mine'], []],
      ],
    },
  );

const shownAmount = () => screen.getByTestId('booking-amount').textContent;

describe('Book Property: the amount by the spec rule (part 1 §2)', () => {
  it('when the property is for RENT, then the amount is one month’s rent', () => {
    openModal({ action: 'RENT', perMonthCharges: 12_345 });
    expect(shownAmount()).toBe('₹12,345');
    expect(screen.getByText("One month's rent")).toBeTruthy();
  });

  it('when the property is for LEASE, then the amount is the total charge over the months, rounded', () => {
    // ₹1,00,000 over 3 months = ₹33,333.33… → ₹33,333.
    openModal({ action: 'LEASE', perMonthCharges: 100_000, leaseDuration: 3 });
    expect(shownAmount()).toBe('₹33,333');
    expect(screen.getByText('The lease charge per month')).toBeTruthy();
  });

  it('when a SELL property has its own booking charge, then that is the amount', () => {
    openModal({ action: 'SELL', bookingCharges: 2_500 });
    expect(shownAmount()).toBe('₹2,500');
  });

  it('when a SELL property has no booking charge, then the admin’s default charge is the amount', () => {
    openModal({ action: 'SELL' });
    expect(shownAmount()).toBe('₹750');
    expect(screen.getByText('The booking charge')).toBeTruthy();
  });
});

describe('Book Property: the payment reference and proof rules', () => {
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit Booking' }));
  const reference = () => screen.getByLabelText(/Payment reference/);

  it('when it is sent empty, then it asks for the reference and the proof and sends nothing', async () => {
    openModal({ action: 'RENT', perMonthCharges: 9_000 });
    submit();
    await screen.findByText('Payment reference is required');
    expect(screen.getByText('Please upload payment proof')).toBeTruthy();
    expect(screen.queryByText('Submitting...')).toBeNull();
  });

  it('when the reference is too short or too long, then it says so; when it is typed again, then the message goes', async () => {
    openModal({ action: 'RENT', perMonthCharges: 9_000 });
    fireEvent.change(reference(), { target: { value: 'UT1' } });
    submit();
    await screen.findByText('Payment reference must be at least 4 characters');

    fireEvent.change(reference(), { target: { value: 'U'.repeat(36) } });
    expect(screen.queryByText('Payment reference must be at least 4 characters')).toBeNull();
    submit();
    await screen.findByText('Payment reference must be at most 35 characters');
  });

  it('when the proof is not an image or a PDF, then it says so', async () => {
    const { container } = openModal({ action: 'RENT', perMonthCharges: 9_000 });
    const input = within(container.ownerDocument.body).getByLabelText(/Payment proof/, {
      selector: 'input',
    });
    fireEvent.change(input, {
      target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] },
    });
    await screen.findByText('Please upload an image or a PDF file');
  });
});
