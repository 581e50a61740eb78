import type { PropertyFormValues } from '@ghar/contracts/http';
import { describe, expect, it } from 'vitest';
import { noKeptFiles, noListingFiles, propertyFormData } from './property-form-data';

const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'front.jpg', { type: 'image/jpeg' });
const deed = new File(['%PDF-1.4'], 'deed.pdf', { type: 'application/pdf' });

const rentFlat: Partial<PropertyFormValues> = {
  title: 'Two-bedroom flat',
  type: 'APARTMENT',
  action: 'RENT',
  registeredAs: 'OWNER',
  perMonthCharges: 18000,
  noticePeriod: 1,
  price: 5_000_000,
  flatNumber: 'B-204',
  plotNumber: '17',
  bhk: 2,
  parkingAvailable: true,
  amenities: ['Parking', 'Lift'],
  landmark: '',
};

describe('propertyFormData', () => {
  it('when a RENT flat is sent, then its fields go as text and amenities comma-joined', () => {
    const body = propertyFormData(rentFlat, noListingFiles());
    expect(body.get('title')).toBe('Two-bedroom flat');
    expect(body.get('perMonthCharges')).toBe('18000');
    expect(body.get('bhk')).toBe('2');
    // Parking is asked once, as the amenity; the server derives parkingAvailable from it.
    expect(body.has('parkingAvailable')).toBe(false);
    expect(body.get('amenities')).toBe('Parking,Lift');
    expect(body.get('flatNumber')).toBe('B-204');
  });

  it('when a field is hidden for the type or action, then it is not sent', () => {
    const body = propertyFormData(rentFlat, noListingFiles());
    expect(body.has('price')).toBe(false);
    expect(body.has('plotNumber')).toBe(false);
    expect(body.has('registeredAsDescription')).toBe(false);
    const plot = propertyFormData({ ...rentFlat, type: 'PLOT' }, noListingFiles());
    expect(plot.has('bhk')).toBe(false);
    expect(plot.get('plotNumber')).toBe('17');
  });

  it('when a shown field is blank, then it is sent empty so that an edit clears it', () => {
    const body = propertyFormData(rentFlat, noListingFiles());
    expect(body.get('landmark')).toBe('');
    expect(body.get('pincode')).toBe('');
  });

  it('when files, the fee proof and the reference are given, then each goes under its API name', () => {
    const files = { ...noListingFiles(), mediaFiles: [photo, photo], registryImage: [deed] };
    const body = propertyFormData(rentFlat, files, {
      listingFeeProof: photo,
      listingFeeReference: 'GHAR-ABCD1234',
    });
    expect(body.getAll('mediaFiles')).toHaveLength(2);
    expect((body.get('registryImage') as File).name).toBe('deed.pdf');
    expect((body.get('listingFeeProof') as File).name).toBe('front.jpg');
    expect(body.get('listingFeeReference')).toBe('GHAR-ABCD1234');
    expect(body.has('existingImageUrls')).toBe(false);
  });

  it('when an edit keeps stored files, then each list goes as JSON and each bill as its URL or blank', () => {
    const kept = {
      ...noKeptFiles(),
      existingImageUrls: ['/uploads/listings/photos/a.jpg'],
      existingWaterBillImage: ['/uploads/listings/documents/w.pdf'],
    };
    const body = propertyFormData(rentFlat, noListingFiles(), { kept });
    expect(JSON.parse(String(body.get('existingImageUrls')))).toEqual([
      '/uploads/listings/photos/a.jpg',
    ]);
    expect(body.get('existingRegistryUrls')).toBe('[]');
    expect(body.get('existingWaterBillImage')).toBe('/uploads/listings/documents/w.pdf');
    expect(body.get('existingElectricityBillImage')).toBe('');
  });
});
