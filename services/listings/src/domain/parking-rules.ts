import type { PropertyFields } from './property';

/*
 * Parking has one truth (issue 23 item 20): the amenity 'Parking' and `parkingAvailable` say the
 * same thing. The form asks once (the amenity); the API still takes either, so every write and
 * every read of an older listing makes the pair agree.
 */
export const PARKING_AMENITY = 'Parking';

type Parking = Pick<PropertyFields, 'amenities' | 'parkingAvailable'>;

const withParking = (amenities: readonly string[], parking: boolean): string[] => {
  if (amenities.includes(PARKING_AMENITY) === parking) return [...amenities];
  const others = amenities.filter((name) => name !== PARKING_AMENITY);
  return parking ? [...others, PARKING_AMENITY] : others;
};

/** A listing's pair as one truth: parking when either says so. */
export function agreedParking({ amenities, parkingAvailable }: Parking): Required<Parking> {
  const parking = parkingAvailable === true || amenities.includes(PARKING_AMENITY);
  return { amenities: withParking(amenities, parking), parkingAvailable: parking };
}

/**
 * An edit's change with the pair agreeing, judged against the stored listing: what the edit
 * says wins (amenities when it sends them, else its parkingAvailable), both said → either.
 */
export function parkingChange<T extends Partial<Parking>>(current: Parking, change: T): T {
  const givesAmenities = change.amenities !== undefined;
  const givesFlag = change.parkingAvailable !== undefined;
  if (!givesAmenities && !givesFlag) return change;
  const amenities = change.amenities ?? current.amenities;
  const parking = givesAmenities
    ? amenities.includes(PARKING_AMENITY) || change.parkingAvailable === true
    : change.parkingAvailable === true;
  return { ...change, amenities: withParking(amenities, parking), parkingAvailable: parking };
}
