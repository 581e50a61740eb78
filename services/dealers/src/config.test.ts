import { describe, expect, it } from 'vitest';
import { commissionSettingsOf, loadServiceConfig } from './config';

const base = {
  MONGO_URL: 'mongodb://127.0.0.1:27017',
  KAFKA_BROKERS: '127.0.0.1:9092',
  REDIS_URL: 'redis://127.0.0.1:6379',
  INTERNAL_SIGNING_SECRET: 'a-secret-of-sixteen-chars',
};

describe("dealers' commission settings from env", () => {
  it('when none are set, then docs/business-decisions.md: 2 % of a sale, one month’s rent (30 % alternative), 40/10/5', () => {
    expect(commissionSettingsOf(loadServiceConfig(base))).toEqual({
      salePercent: 2,
      rentRule: 'ONE_MONTH_RENT',
      rentPercentOfFirstMonth: 30,
      levelSplitPercent: [40, 10, 5],
    });
  });

  it('when set, then they are read, the split with spaces and decimals', () => {
    const config = loadServiceConfig({
      ...base,
      COMMISSION_SALE_PERCENT: '1.5',
      COMMISSION_RENT_RULE: 'PERCENT_OF_FIRST_MONTH',
      COMMISSION_RENT_PERCENT: '25',
      COMMISSION_LEVEL_SPLIT: '50, 20.5 ,10',
    });
    expect(commissionSettingsOf(config)).toEqual({
      salePercent: 1.5,
      rentRule: 'PERCENT_OF_FIRST_MONTH',
      rentPercentOfFirstMonth: 25,
      levelSplitPercent: [50, 20.5, 10],
    });
  });

  it.each([
    ['a split over 100', { COMMISSION_LEVEL_SPLIT: '60,30,15' }],
    ['a zero share', { COMMISSION_LEVEL_SPLIT: '40,0,5' }],
    ['a negative share', { COMMISSION_LEVEL_SPLIT: '40,-10' }],
    ['a word', { COMMISSION_LEVEL_SPLIT: '40,ten' }],
    ['an unknown rent rule', { COMMISSION_RENT_RULE: 'TWO_MONTHS' }],
    ['a sale percent of 0', { COMMISSION_SALE_PERCENT: '0' }],
  ])('when the env holds %s, then the service refuses to start', (_what, env) => {
    expect(() => loadServiceConfig({ ...base, ...env })).toThrow();
  });
});
