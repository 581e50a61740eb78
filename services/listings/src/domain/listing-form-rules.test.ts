import { VALIDATION_MESSAGES as V } from '@ghar/contracts/texts';
import { describe, expect, it } from 'vitest';
import { checkListingEdit, checkNewListing } from './listing-form-rules';
import type { PropertyFields } from './property';

const stored: PropertyFields = {
  title: 'Old haveli flat',
  type: 'APARTMENT',
  action: 'RENT',
  registeredAs: 'OWNER',
  city: 'Jaipur',
  state: 'Rajasthan',
  locality: 'Bani Park',
  area: 900,
  bhk: 2,
  perMonthCharges: 15000,
  noticePeriod: 1,
  allowedTenants: 'FAMILY',
  furnishingStatus: 'UNFURNISHED',
  amenities: [],
  mobileNumber: '9876543210',
  // An old listing without a description: edits that do not touch it are not refused for it.
};

describe('checkNewListing', () => {
  it('when the files are missing, then each is named with its text beside the field errors', () => {
    const { errors } = checkNewListing(
      { title: '' },
      { mediaFiles: 0, registryImage: 0, listingFeeProof: 0 },
    );
    expect(errors).toContain(`title: ${V.titleRequired}`);
    expect(errors).toContain(`mediaFiles: ${V.atLeastOneImage}`);
    expect(errors).toContain(`registryImage: ${V.atLeastOneRegistryDocument}`);
    expect(errors).toContain(`listingFeeProof: ${V.paymentProofRequired}`);
  });

  it('when the fee reference is lower case, then it is kept upper case', () => {
    const { reference } = checkNewListing(
      { listingFeeReference: ' ghar-ab12cd34 ' },
      { mediaFiles: 1, registryImage: 1, listingFeeProof: 1 },
    );
    expect(reference).toBe('GHAR-AB12CD34');
  });
});

describe('checkListingEdit', () => {
  it('when only the title changes, then the change is the title (a field the listing lacks is not judged)', () => {
    expect(checkListingEdit(stored, { title: ' New title ' })).toEqual({
      errors: [],
      change: { title: 'New title' },
    });
  });

  it('when the action becomes SELL without a price, then the price is asked for', () => {
    expect(checkListingEdit(stored, { action: 'SELL' }).errors).toEqual([
      `price: ${V.priceRequired}`,
    ]);
  });

  it('when a number is sent as text, then it is stored as a number; a blank optional clears it', () => {
    expect(checkListingEdit(stored, { area: '1200', pincode: '' }).change).toEqual({
      area: 1200,
      pincode: '',
    });
  });

  it('when the type becomes a plot, then BHK is no longer asked', () => {
    expect(checkListingEdit({ ...stored, bhk: undefined }, { type: 'PLOT' }).errors).toEqual([]);
  });
});
