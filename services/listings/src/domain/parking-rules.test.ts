import { describe, expect, it } from 'vitest';
import { agreedParking, parkingChange } from './parking-rules';

describe('agreedParking', () => {
  it('when either the amenity or the flag says parking, then both do', () => {
    expect(agreedParking({ amenities: ['Lift'], parkingAvailable: true })).toEqual({
      amenities: ['Lift', 'Parking'],
      parkingAvailable: true,
    });
    expect(agreedParking({ amenities: ['Parking', 'Lift'], parkingAvailable: undefined })).toEqual({
      amenities: ['Parking', 'Lift'],
      parkingAvailable: true,
    });
    expect(agreedParking({ amenities: ['Lift'], parkingAvailable: undefined })).toEqual({
      amenities: ['Lift'],
      parkingAvailable: false,
    });
  });
});

describe('parkingChange', () => {
  const stored = { amenities: ['Parking', 'Gym'], parkingAvailable: true };

  it('when an edit sends amenities, then they decide', () => {
    expect(parkingChange(stored, { amenities: ['Gym'] })).toEqual({
      amenities: ['Gym'],
      parkingAvailable: false,
    });
  });

  it('when an edit sends only the flag, then the stored amenities follow it', () => {
    expect(parkingChange(stored, { parkingAvailable: false })).toEqual({
      amenities: ['Gym'],
      parkingAvailable: false,
    });
    expect(
      parkingChange({ amenities: [], parkingAvailable: false }, { parkingAvailable: true }),
    ).toEqual({
      amenities: ['Parking'],
      parkingAvailable: true,
    });
  });

  it('when an edit touches neither, then it is left as it is', () => {
    expect(parkingChange(stored, { title: 'x' } as never)).toEqual({ title: 'x' });
  });
});
