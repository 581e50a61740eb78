import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS } from './search-filters';
import { searchTitle } from './search-title';

const labels = {
  action: (action: string) => ({ SELL: 'Buy', RENT: 'Rent', LEASE: 'Lease' })[action] ?? action,
  type: (type: string) => type.charAt(0) + type.slice(1).toLowerCase(),
};
const title = (filters: Partial<typeof DEFAULT_FILTERS>) =>
  searchTitle({ ...DEFAULT_FILTERS, ...filters }, labels);

describe('search title', () => {
  it('when action, type and city are chosen, then all three make the title', () => {
    expect(title({ action: 'RENT', type: 'HOUSE', city: 'Jaipur', state: 'Rajasthan' })).toEqual({
      kind: 'whatPlace',
      what: 'Rent House',
      place: 'Jaipur',
    });
  });

  it('when there is no city, then the state, else the location, names the place', () => {
    expect(title({ action: 'SELL', state: 'Rajasthan', location: 'Malviya' })).toMatchObject({
      what: 'Buy',
      place: 'Rajasthan',
    });
    expect(title({ location: 'Malviya Nagar' })).toEqual({
      kind: 'place',
      place: 'Malviya Nagar',
    });
  });

  it('when only a type is chosen, then the title has no place', () => {
    expect(title({ type: 'VILLA' })).toEqual({ kind: 'what', what: 'Villa' });
  });

  it('when nothing is chosen, then it is All Properties', () => {
    expect(title({})).toEqual({ kind: 'all' });
  });

  it('when a place name is translated, then the city or state is, and free text is not', () => {
    const hindi = { ...labels, place: (name: string) => ({ Jaipur: 'जयपुर' })[name] ?? name };
    const inHindi = (filters: Partial<typeof DEFAULT_FILTERS>) =>
      searchTitle({ ...DEFAULT_FILTERS, ...filters }, hindi);
    expect(inHindi({ city: 'Jaipur' })).toEqual({ kind: 'place', place: 'जयपुर' });
    expect(inHindi({ location: 'Jaipur' })).toEqual({ kind: 'place', place: 'Jaipur' });
  });
});
