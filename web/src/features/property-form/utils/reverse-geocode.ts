import { z } from 'zod';

export type Coordinates = { latitude: number; longitude: number };

/** Address fields the form can fill from a place; each only when the service named it. */
export type PlaceFields = Partial<
  Record<'address' | 'city' | 'state' | 'pincode' | 'locality' | 'street', string>
>;

// A Nominatim-style answer (part 1 §7: display_name and address city, town, village or state).
const placeSchema = z.object({
  display_name: z.string().optional(),
  address: z
    .object({
      city: z.string().optional(),
      town: z.string().optional(),
      village: z.string().optional(),
      state: z.string().optional(),
      postcode: z.string().optional(),
      suburb: z.string().optional(),
      neighbourhood: z.string().optional(),
      road: z.string().optional(),
    })
    .optional(),
});

export const reverseGeocodeUrl = (base: string, { latitude, longitude }: Coordinates): string => {
  const url = new URL(base, globalThis.location?.href);
  url.searchParams.set('format', 'json');
  url.searchParams.set('lat', String(latitude));
  url.searchParams.set('lon', String(longitude));
  url.searchParams.set('zoom', '18');
  url.searchParams.set('addressdetails', '1');
  return url.toString();
};

export const placeFields = (answer: unknown): PlaceFields => {
  const parsed = placeSchema.safeParse(answer);
  if (!parsed.success) return {};
  const { display_name: address, address: parts = {} } = parsed.data;
  const fields: PlaceFields = {
    address,
    city: parts.city ?? parts.town ?? parts.village,
    state: parts.state,
    pincode: parts.postcode?.replace(/\s/g, ''),
    locality: parts.suburb ?? parts.neighbourhood,
    street: parts.road,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value)) as PlaceFields;
};

const LOOKUP_TIMEOUT_MS = 10_000;

/** The place at these coordinates, or null when no service is set or it cannot answer. */
export const reverseGeocode = async (
  base: string | undefined,
  coordinates: Coordinates,
  fetcher: typeof fetch = (input, init) => globalThis.fetch(input, init),
): Promise<PlaceFields | null> => {
  if (!base) return null;
  try {
    const response = await fetcher(reverseGeocodeUrl(base, coordinates), {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS),
    });
    if (!response.ok) return null;
    const fields = placeFields(await response.json());
    return Object.keys(fields).length > 0 ? fields : null;
  } catch {
    return null;
  }
};
