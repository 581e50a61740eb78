import { describe, expect, it } from 'vitest';
import { INDIAN_CITIES, INDIAN_STATES } from './locations';

describe('built-in locations', () => {
  it('when the states are listed, then all 28 states and 8 union territories appear once', () => {
    expect(INDIAN_STATES).toHaveLength(36);
    expect(new Set(INDIAN_STATES).size).toBe(36);
  });

  it('when the cities are listed, then every city belongs to a listed state and none repeats', () => {
    const states = new Set<string>(INDIAN_STATES);
    expect(INDIAN_CITIES.every((city) => states.has(city.state))).toBe(true);
    const names = INDIAN_CITIES.map((city) => city.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
  });

  it('when the cities are listed, then there are about 200 and every state or territory has one', () => {
    expect(INDIAN_CITIES.length).toBeGreaterThanOrEqual(190);
    const covered = new Set(INDIAN_CITIES.map((city) => city.state));
    expect(INDIAN_STATES.filter((state) => !covered.has(state))).toEqual([]);
  });

  it('when the home defaults are looked up, then Bangalore is in Karnataka', () => {
    expect(INDIAN_CITIES).toContainEqual({ name: 'Bangalore', state: 'Karnataka' });
  });
});
