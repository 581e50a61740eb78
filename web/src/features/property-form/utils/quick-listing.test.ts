import { SIMPLE_LISTING_REQUIRED } from '@ghar/contracts/http';
import { VALIDATION_MESSAGES as V } from '@ghar/contracts/texts';
import { describe, expect, it } from 'vitest';
import { combinedProblems, quickListingIssues, quickListingValues } from './quick-listing';

const filled = {
  title: 'Corner shop',
  type: 'SHOP',
  price: '2500000',
  description: 'On the main road',
  state: 'Rajasthan',
  city: 'Ajmer',
  locality: 'Vaishali Nagar',
};

describe('quick listing rules', () => {
  it('when the simple form is empty, then exactly its seven required fields show their texts, in its order', () => {
    const issues = quickListingIssues({});
    expect(issues).toEqual({
      title: V.titleRequired,
      type: V.typeRequired,
      price: V.priceRequired,
      description: V.descriptionRequired,
      state: V.stateRequired,
      city: V.cityRequired,
      locality: V.localityRequired,
    });
    expect(new Set(Object.keys(issues))).toEqual(new Set(SIMPLE_LISTING_REQUIRED));
  });

  it('when the price is not a number or negative, then it is the simple form text; 0 is a price', () => {
    expect(quickListingIssues({ ...filled, price: 'abc' }).price).toBe(V.priceRequired);
    expect(quickListingIssues({ ...filled, price: '-5' }).price).toBe(V.priceRequired);
    expect(quickListingIssues({ ...filled, price: '0' })).toEqual({});
  });

  it('when a flat for rent has no BHK, area, mobile or lease months, then nothing more is asked; what is filled is checked', () => {
    expect(quickListingIssues({ ...filled, type: 'APARTMENT', action: 'RENT' })).toEqual({});
    expect(quickListingIssues({ ...filled, action: 'LEASE' })).toEqual({});
    expect(quickListingIssues({ ...filled, mobileNumber: '12' }).mobileNumber).toBe(
      V.mobileInvalid,
    );
    expect(quickListingIssues({ ...filled, area: '-3' }).area).toBe(V.areaRequired);
  });

  it('when all is filled, then the price goes to the field its deal reads, Buy unless chosen', () => {
    expect(quickListingValues(filled)).toMatchObject({
      action: 'SELL',
      price: 2_500_000,
      registeredAs: 'OWNER',
    });
    const rent = quickListingValues({ ...filled, action: 'RENT', price: '9000' });
    expect(rent).toMatchObject({ perMonthCharges: 9000 });
    expect(rent.price).toBeUndefined();
  });

  it('when several fields fail, then they combine under the lead text; one stays alone', () => {
    expect(combinedProblems(['A', 'B'], V.fixFollowing)).toBe('Please fix the following: A, B');
    expect(combinedProblems(['A'], V.fixFollowing)).toBe('A');
  });
});
