import type { CommissionSettings } from './domain/commission';
import { BUSINESS_DEFAULTS, RENT_COMMISSION_RULES } from '@ghar/contracts/constants';
import { loadConfig, serviceEnvSchema } from '@ghar/platform';
import { z } from 'zod';

const defaults = BUSINESS_DEFAULTS.commission;

/** "40,10,5": each level's positive share of a deal's commission; together at most 100. */
const levelSplit = z
  .string()
  .default(defaults.levelSplitPercent.join(','))
  .transform((text) => text.split(',').map((part) => Number(part.trim())))
  .pipe(
    z
      .array(z.number().positive().finite())
      .min(1)
      .refine((shares) => shares.reduce((sum, share) => sum + share, 0) <= 100, {
        error: 'COMMISSION_LEVEL_SPLIT must sum to at most 100',
      }),
  );

export const configSchema = serviceEnvSchema({ port: 4004, mongoDb: 'ghar_dealers' }).extend({
  /** SELL: the deal's commission as a percent of the price (docs/business-decisions.md). */
  COMMISSION_SALE_PERCENT: z.coerce.number().positive().max(100).default(defaults.salePercent),
  /** RENT/LEASE: one month's rent, or a percent of it. */
  COMMISSION_RENT_RULE: z.enum(RENT_COMMISSION_RULES).default(defaults.rentRule),
  COMMISSION_RENT_PERCENT: z.coerce
    .number()
    .positive()
    .max(100)
    .default(defaults.rentPercentOfFirstMonth),
  COMMISSION_LEVEL_SPLIT: levelSplit,
});

export type Config = z.infer<typeof configSchema>;

export function loadServiceConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return loadConfig(configSchema, env);
}

/** The commission rule as contracts' dealCommissionPaise / splitCommission take it. */
export const commissionSettingsOf = (config: Config): CommissionSettings => ({
  salePercent: config.COMMISSION_SALE_PERCENT,
  rentRule: config.COMMISSION_RENT_RULE,
  rentPercentOfFirstMonth: config.COMMISSION_RENT_PERCENT,
  levelSplitPercent: config.COMMISSION_LEVEL_SPLIT,
});
