import { VALIDATION_MESSAGES as V } from '@ghar/contracts';
import { describe, expect, it } from 'vitest';
import { combinedProblems, quickListingIssues, quickListingValues } from './quick-listing';

const filled = {
  title: 'Corner shop',
  type: 'SHOP',
  action: 'SELL',
  price: '2500000',
  area: '220',
  mobileNumber: '9876543210',
  description: 'On the main road',
  state: 'Rajasthan',
  city: 'Ajmer',
  locality: 'Vaishali Nagar',
};

describe('quick listing rules', () => {
  it('when the simple form is empty, then its own texts show, in its order', () => {
    const issues = quickListingIssues({});
    expect(issues).toMatchObject({
      title: V.titleRequired,
      type: V.typeRequired,
      price: V.priceRequired,
      description: V.descriptionRequired,
      city: V.cityRequired,
      state: V.stateRequired,
      locality: V.localityRequired,
    });
    expect(Object.keys(issues).slice(0, 4)).toEqual(['title', 'type', 'action', 'price']);
  });

  it('when the price is not a number or negative, then it is the simple form text', () => {
    expect(quickListingIssues({ ...filled, price: 'abc' }).price).toBe(V.priceRequired);
    expect(quickListingIssues({ ...filled, price: '-5' }).price).toBe(V.priceRequired);
  });

  it('when a RENT flat has no BHK or a LEASE no months, then the listing rules ask for them', () => {
    expect(quickListingIssues({ ...filled, type: 'APARTMENT', action: 'RENT' })).toEqual({
      bhk: V.bhkRequired,
    });
    expect(quickListingIssues({ ...filled, action: 'LEASE' })).toEqual({
      leaseDuration: V.leaseDurationRequired,
    });
  });

  it('when all is filled, then the price goes to the field its action reads', () => {
    expect(quickListingIssues(filled)).toEqual({});
    expect(quickListingValues(filled)).toMatchObject({ price: 2_500_000, registeredAs: 'OWNER' });
    const rent = quickListingValues({ ...filled, action: 'RENT', price: '9000' });
    expect(rent).toMatchObject({ perMonthCharges: 9000 });
    expect(rent.price).toBeUndefined();
  });

  it('when several fields fail, then they combine under the lead text; one stays alone', () => {
    expect(combinedProblems(['A', 'B'], V.fixFollowing)).toBe('Please fix the following: A, B');
    expect(combinedProblems(['A'], V.fixFollowing)).toBe('A');
  });
});
