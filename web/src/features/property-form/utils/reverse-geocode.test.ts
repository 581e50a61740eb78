import { describe, expect, it } from 'vitest';
import { placeFields, reverseGeocode, reverseGeocodeUrl } from './reverse-geocode';

const here = { latitude: 26.9124, longitude: 75.7873 };

describe('reverse geocoding', () => {
  it('when asked, then the call carries format, lat, lon, zoom 18 and addressdetails', () => {
    const url = new URL(reverseGeocodeUrl('https://geo.example/reverse', here));
    expect(Object.fromEntries(url.searchParams)).toEqual({
      format: 'json',
      lat: '26.9124',
      lon: '75.7873',
      zoom: '18',
      addressdetails: '1',
    });
  });

  it('when a town has no city, then the town fills the city; missing parts stay out', () => {
    expect(
      placeFields({
        display_name: 'Main Road, Kishangarh, Rajasthan 305801',
        address: { town: 'Kishangarh', state: 'Rajasthan', postcode: '305 801', road: 'Main Road' },
      }),
    ).toEqual({
      address: 'Main Road, Kishangarh, Rajasthan 305801',
      city: 'Kishangarh',
      state: 'Rajasthan',
      pincode: '305801',
      street: 'Main Road',
    });
  });

  it('when no service is set, it fails or answers nonsense, then there is no place and no throw', async () => {
    expect(await reverseGeocode(undefined, here)).toBeNull();
    const offline = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await reverseGeocode('https://geo.example/r', here, offline)).toBeNull();
    const refused = () => Promise.resolve(new Response('no', { status: 503 }));
    expect(await reverseGeocode('https://geo.example/r', here, refused)).toBeNull();
    const odd = () => Promise.resolve(Response.json({ display_name: 42 }));
    expect(await reverseGeocode('https://geo.example/r', here, odd)).toBeNull();
  });
});
