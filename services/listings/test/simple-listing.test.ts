import { VALIDATION_MESSAGES as V } from '@ghar/contracts/texts';
import { multipartForm, startTestService, type TestService } from '@ghar/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingsService } from '../src/build-service';
import { photo } from './listing-form';

/* Issue 23 item 29: the simple listing form requires exactly part 1 §5's seven fields. */
let service: TestService;

beforeAll(async () => {
  service = await startTestService(listingsService);
});
afterAll(() => service?.close());

const SEVEN = {
  title: 'Quick corner flat',
  type: 'APARTMENT',
  price: '4500000',
  description: 'Second floor, morning sun.',
  city: 'Kota',
  state: 'Rajasthan',
  locality: 'Talwandi',
};

const create = async (fields: Record<string, string>) =>
  service.call('POST', '/properties', {
    as: service.identities.user,
    form: multipartForm(fields, [
      { field: 'listingFeeProof', content: await photo('#123456'), name: 'upi.jpg' },
    ]),
  });

describe('POST /properties from the simple form', () => {
  it('when only the seven fields and the fee proof are sent, then it is listed as a sale without photos or documents', async () => {
    const res = await create({ ...SEVEN, form: 'simple' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ ...SEVEN, price: 4_500_000, action: 'SELL' });
    expect(res.body.data.media).toEqual([]);
  });

  it('when it sends nothing, then 400 names exactly the seven fields', async () => {
    const res = await create({ form: 'simple' });
    expect(res.status).toBe(400);
    const fields = (res.body.errors as string[]).map((error) => error.split(':')[0]).sort();
    expect(fields).toEqual([...Object.keys(SEVEN)].sort());
    expect(res.body.errors).toContain(`price: ${V.priceRequired}`);
  });

  it('when a rent is sent, then its price is the monthly rent', async () => {
    const { price, ...rest } = SEVEN;
    const res = await create({ ...rest, action: 'RENT', perMonthCharges: price, form: 'simple' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ action: 'RENT', perMonthCharges: 4_500_000 });
  });

  it('when the same seven come without the simple mark, then the full form still asks for the rest', async () => {
    const res = await create(SEVEN);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        `action: ${V.actionRequired}`,
        `area: ${V.areaRequired}`,
        `mobileNumber: ${V.mobileNumberRequired}`,
        `mediaFiles: ${V.atLeastOneImage}`,
      ]),
    );
  });
});
