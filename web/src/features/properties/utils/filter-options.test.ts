import { describe, expect, it } from 'vitest';
import { hindiPlaceName, locationOptions } from './filter-options';
import { hindiNamesOf, withCount } from './sidebar-labels';

const list = {
  states: [
    { state: 'Rajasthan', stateHi: 'राजस्थान', count: 160 },
    { state: 'Gujarat', count: 13 },
  ],
  cities: [
    { city: 'Jaipur', cityHi: 'जयपुर', state: 'Rajasthan', count: 39 },
    { city: 'Ahmedabad', state: 'Gujarat', count: 9 },
    { city: 'Udaipur', state: 'Rajasthan', count: 26 },
    { city: 'Aurangabad', state: 'Maharashtra', count: 1 },
    { city: 'Aurangabad', state: 'Bihar', count: 1 },
  ],
};

describe('filter options', () => {
  it('when no state is chosen, then every city with listings is offered once, in the list order', () => {
    expect(locationOptions(list, '')).toEqual({
      states: ['Rajasthan', 'Gujarat'],
      cities: ['Jaipur', 'Ahmedabad', 'Udaipur', 'Aurangabad'],
    });
  });

  it('when a state is chosen (any case), then only its cities are offered', () => {
    expect(locationOptions(list, ' rajasthan ').cities).toEqual(['Jaipur', 'Udaipur']);
  });

  it('when the typed state has no cities with listings, then every city stays on offer', () => {
    expect(locationOptions(list, 'Kerala').cities).toHaveLength(4);
  });

  it('when the list has not arrived, then nothing is suggested (the fields take free text)', () => {
    expect(locationOptions(undefined, 'Rajasthan')).toEqual({ states: [], cities: [] });
  });

  it('when the facet counts arrive, then each choice shows its count, a missing one 0', () => {
    expect(withCount('House', { HOUSE: 42 }, 'HOUSE')).toBe('House (42)');
    expect(withCount('Villa', { HOUSE: 42 }, 'VILLA')).toBe('Villa (0)');
    expect(withCount('House', undefined, 'HOUSE')).toBe('House');
  });

  it('when the list has Hindi names, then the type-aheads get them by English name', () => {
    const names = hindiNamesOf(list);
    expect(names.cities.get('Jaipur')).toBe('जयपुर');
    expect(names.cities.has('Ahmedabad')).toBe(false);
    expect(names.states.get('Rajasthan')).toBe('राजस्थान');
  });

  it('when a city or state has a Hindi name in the list, then the title can use it', () => {
    expect(hindiPlaceName(list, 'jaipur')).toBe('जयपुर');
    expect(hindiPlaceName(list, 'Rajasthan')).toBe('राजस्थान');
    expect(hindiPlaceName(list, 'Gujarat')).toBeUndefined();
    expect(hindiPlaceName(undefined, 'Jaipur')).toBeUndefined();
  });
});
