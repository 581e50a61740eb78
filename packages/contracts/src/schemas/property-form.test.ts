import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { VALIDATION_MESSAGES as V } from '../messages/validation';
import {
  propertyCreateFilesSchema,
  propertyFormSchema,
  propertyStatusUpdateSchema,
  propertyUpdateSchema,
} from './property-form';

const errorsOf = (schema: z.ZodType, input: unknown) =>
  Object.fromEntries(
    (schema.safeParse(input).error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      issue.message,
    ]),
  );

/** A RENT flat as the multipart body carries it: every value a string. */
const rentFlat = () => ({
  title: '2 BHK near Lake Palace',
  description: 'Bright flat with a balcony.',
  type: 'APARTMENT',
  action: 'RENT',
  registeredAs: 'OWNER',
  city: 'Udaipur',
  state: 'Rajasthan',
  locality: 'Fatehpura',
  pincode: '313001',
  area: '950',
  bhk: '2',
  perMonthCharges: '18000',
  price: '',
  leaseDuration: '',
  noticePeriod: '',
  allowedTenants: '',
  furnishingStatus: '',
  parkingAvailable: 'true',
  amenities: 'Parking, Lift,Power Backup',
  latitude: '24.5854',
  longitude: '73.7125',
  availabilityDate: '2025-08-01',
  mobileNumber: '98290 12345',
});

describe('propertyFormSchema', () => {
  it('when a valid multipart body is parsed, then strings become numbers, lists and defaults', () => {
    expect(propertyFormSchema.parse(rentFlat())).toMatchObject({
      area: 950,
      bhk: 2,
      perMonthCharges: 18000,
      price: undefined,
      parkingAvailable: true,
      amenities: ['Parking', 'Lift', 'Power Backup'],
      latitude: 24.5854,
      mobileNumber: '9829012345',
      noticePeriod: 1,
      allowedTenants: 'FAMILY',
      furnishingStatus: 'UNFURNISHED',
      registeredAs: 'OWNER',
    });
  });

  it('when registeredAs is left out, then it defaults to OWNER', () => {
    const { registeredAs: _registeredAs, ...withoutOwner } = rentFlat();
    expect(propertyFormSchema.parse(withoutOwner).registeredAs).toBe('OWNER');
  });

  it('when the required fields are empty, then each shows its text at once', () => {
    const errors = errorsOf(propertyFormSchema, {
      ...rentFlat(),
      title: '',
      description: ' ',
      city: '',
      state: '',
      locality: '',
      area: '',
      mobileNumber: '',
    });
    expect(errors).toEqual({
      title: 'Property title is required',
      description: 'Property description is required',
      city: 'City is required',
      state: 'State is required',
      locality: 'Locality/Area/Layout is required',
      area: V.areaRequired,
      mobileNumber: V.mobileNumberRequired,
    });
  });

  it('when type and action are not chosen, then their texts show beside the others', () => {
    const errors = errorsOf(propertyFormSchema, { ...rentFlat(), type: '', action: '', title: '' });
    expect(errors).toEqual({
      type: 'Property type is required',
      action: V.actionRequired,
      title: 'Property title is required',
    });
  });

  it('when SELL has no price above 0, then the price text shows', () => {
    expect(errorsOf(propertyFormSchema, { ...rentFlat(), action: 'SELL', price: '0' })).toEqual({
      price: 'Valid price is required',
    });
  });

  it('when RENT has no monthly rent, then the rent text shows', () => {
    expect(errorsOf(propertyFormSchema, { ...rentFlat(), perMonthCharges: '' })).toEqual({
      perMonthCharges: V.monthlyRentRequired,
    });
  });

  it('when LEASE lacks charges and duration, then both texts show', () => {
    const lease = { ...rentFlat(), action: 'LEASE', perMonthCharges: '0', leaseDuration: '' };
    expect(errorsOf(propertyFormSchema, lease)).toEqual({
      perMonthCharges: V.leaseChargesRequired,
      leaseDuration: V.leaseDurationRequired,
    });
  });

  it('when LEASE has charges and months, then it parses', () => {
    const lease = {
      ...rentFlat(),
      action: 'LEASE',
      perMonthCharges: '240000',
      leaseDuration: '11',
    };
    expect(propertyFormSchema.parse(lease)).toMatchObject({
      perMonthCharges: 240000,
      leaseDuration: 11,
    });
  });

  it('when BHK is missing, then it is required except for PLOT and SHOP', () => {
    expect(errorsOf(propertyFormSchema, { ...rentFlat(), bhk: '' })).toEqual({
      bhk: V.bhkRequired,
    });
    expect(errorsOf(propertyFormSchema, { ...rentFlat(), type: 'PLOT', bhk: '' })).toEqual({});
    expect(errorsOf(propertyFormSchema, { ...rentFlat(), type: 'SHOP', bhk: '' })).toEqual({});
  });

  it('when registered as OTHER without a description, then the description is asked for', () => {
    expect(errorsOf(propertyFormSchema, { ...rentFlat(), registeredAs: 'OTHER' })).toEqual({
      registeredAsDescription: V.registeredAsDescriptionRequired,
    });
    expect(
      errorsOf(propertyFormSchema, {
        ...rentFlat(),
        registeredAs: 'OTHER',
        registeredAsDescription: 'Power of attorney',
      }),
    ).toEqual({});
  });

  it('when the price is not a number, then only one price error shows', () => {
    expect(errorsOf(propertyFormSchema, { ...rentFlat(), action: 'SELL', price: 'abc' })).toEqual({
      price: 'Valid price is required',
    });
  });

  it('when optional fields are malformed, then their texts show', () => {
    const errors = errorsOf(propertyFormSchema, {
      ...rentFlat(),
      pincode: '3130',
      latitude: '100',
      availabilityDate: 'soon',
      mobileNumber: '12345',
    });
    expect(errors).toEqual({
      pincode: V.pincodeInvalid,
      latitude: V.latitudeInvalid,
      availabilityDate: V.dateInvalid,
      mobileNumber: V.mobileInvalid,
    });
  });

  it('when the web form holds numbers and booleans, then they are accepted as they are', () => {
    const form = {
      ...rentFlat(),
      area: 950,
      bhk: 2,
      perMonthCharges: 18000,
      parkingAvailable: false,
    };
    expect(propertyFormSchema.parse(form)).toMatchObject({ area: 950, parkingAvailable: false });
  });
});

describe('propertyFormSchema, number bounds (issue 23)', () => {
  it('when a number is written in hex, exponent or Infinity form, then it is refused', () => {
    const sell = { ...rentFlat(), action: 'SELL', perMonthCharges: '' };
    expect(errorsOf(propertyFormSchema, { ...sell, price: '0x10' })).toEqual({
      price: V.priceRequired,
    });
    expect(errorsOf(propertyFormSchema, { ...sell, price: '1e300' })).toEqual({
      price: V.priceRequired,
    });
    expect(errorsOf(propertyFormSchema, { ...rentFlat(), area: 'Infinity' })).toEqual({
      area: V.areaRequired,
    });
    expect(errorsOf(propertyFormSchema, { ...rentFlat(), bhk: '0b11' })).toEqual({
      bhk: V.bhkRequired,
    });
  });

  it('when a value passes its ceiling, then that ceiling is named', () => {
    const errors = errorsOf(propertyFormSchema, {
      ...rentFlat(),
      perMonthCharges: '10000000000.01',
      bookingCharges: 1e300,
      area: '10000001',
      bhk: '1000000000',
      numberOfRooms: '101',
      noticePeriod: '25',
    });
    expect(errors).toEqual({
      perMonthCharges: V.amountTooLarge,
      bookingCharges: V.amountTooLarge,
      area: V.areaTooLarge,
      bhk: V.bhkTooLarge,
      numberOfRooms: V.roomsTooLarge,
      noticePeriod: V.noticePeriodTooLong,
    });
    const lease = { ...rentFlat(), action: 'LEASE', leaseDuration: '1201' };
    expect(errorsOf(propertyFormSchema, lease)).toEqual({ leaseDuration: V.leaseDurationTooLong });
  });

  it('when a value sits at its ceiling, then it is accepted', () => {
    const form = {
      ...rentFlat(),
      action: 'LEASE',
      perMonthCharges: '10000000000',
      leaseDuration: '1200',
      area: '10000000',
      bhk: '20',
      numberOfRooms: '100',
      noticePeriod: '24',
    };
    expect(propertyFormSchema.parse(form)).toMatchObject({ perMonthCharges: 1e10, bhk: 20 });
  });

  it('when an amount has fractions of a paisa, then it is rounded to the paisa', () => {
    const form = { ...rentFlat(), perMonthCharges: '18000.456', bookingCharges: '0.001' };
    expect(propertyFormSchema.parse(form)).toMatchObject({
      perMonthCharges: 18000.46,
      bookingCharges: 0,
    });
  });

  it('when an edit sends one huge number, then it is refused there too', () => {
    expect(errorsOf(propertyUpdateSchema, { price: '1e300' })).toEqual({ price: V.priceRequired });
    expect(errorsOf(propertyUpdateSchema, { price: '99999999999' })).toEqual({
      price: V.amountTooLarge,
    });
  });
});

describe('propertyCreateFilesSchema', () => {
  it('when a new listing has no image or registry document, then both texts show', () => {
    expect(errorsOf(propertyCreateFilesSchema, { mediaFiles: [], registryImage: [] })).toEqual({
      mediaFiles: 'At least one property image is required',
      registryImage: 'At least one registry document is required',
    });
  });

  it('when more than 5 images are attached, then the maximum text shows', () => {
    const files = { mediaFiles: [1, 2, 3, 4, 5, 6], registryImage: [1] };
    expect(errorsOf(propertyCreateFilesSchema, files)).toEqual({
      mediaFiles: 'Maximum 5 images allowed',
    });
  });
});

describe('propertyUpdateSchema', () => {
  it('when the admin edit sends a few fields, then only those are returned, without defaults', () => {
    const update = propertyUpdateSchema.parse({
      title: 'New title',
      price: '2500000',
      mediaUrls: '["/uploads/listings/a.webp"]',
    });
    expect(update).toEqual({
      title: 'New title',
      price: 2500000,
      mediaUrls: ['/uploads/listings/a.webp'],
    });
  });

  it('when a sent field is empty, then its required text still shows', () => {
    expect(errorsOf(propertyUpdateSchema, { title: '' })).toEqual({
      title: 'Property title is required',
    });
  });
});

describe('propertyStatusUpdateSchema', () => {
  it('when the toggle sends BOOKED, then it parses, and an unknown status fails', () => {
    expect(propertyStatusUpdateSchema.parse({ status: 'BOOKED' })).toEqual({ status: 'BOOKED' });
    expect(propertyStatusUpdateSchema.safeParse({ status: 'GONE' }).success).toBe(false);
  });
});
