import type { ListingsSettings } from '@ghar/contracts/http';
import { createSettingsStore, type SettingsStore } from '@ghar/platform';
import type { Connection } from 'mongoose';
import type { Config } from '../config';
import type { FreshnessSettings } from '../domain/freshness';
import type { ListingFeeSettings } from '../domain/ports';
import { SERVICE_NAME } from '../service-name';

export type ListingsSettingsStore = SettingsStore<'listings'>;

type SettingsConfig = Pick<
  Config,
  'LISTING_FEE' | 'UPI_ID' | 'UPI_PAYEE_NAME' | 'FRESHNESS_ASK_DAYS' | 'FRESHNESS_HIDE_DAYS'
>;

/** The env values are the section's defaults until an admin changes one (issue 13 item 4). */
export const listingsSettingsDefaults = (config: SettingsConfig): ListingsSettings => ({
  listingFee: config.LISTING_FEE,
  upiId: config.UPI_ID,
  upiPayeeName: config.UPI_PAYEE_NAME,
  freshnessAskDays: config.FRESHNESS_ASK_DAYS,
  freshnessHideDays: config.FRESHNESS_HIDE_DAYS,
});

export const createListingsSettings = (conn: Connection, config: SettingsConfig) =>
  createSettingsStore({
    conn,
    section: 'listings',
    defaults: listingsSettingsDefaults(config),
    source: SERVICE_NAME,
  });

/** The freshness sweep's days, as the settings say at the sweep's start. */
export const liveFreshnessSettings =
  (store: ListingsSettingsStore) => async (): Promise<FreshnessSettings> => {
    const { freshnessAskDays, freshnessHideDays } = await store.current();
    return { askAfterDays: freshnessAskDays, hideAfterDays: freshnessHideDays };
  };

/**
 * The fee and payee for code that reads them synchronously (admin figures, fee payments): the
 * settings last read, refreshed in the background when older than the cache.
 */
export const listingFeeOf = (store: ListingsSettingsStore): ListingFeeSettings => ({
  get amount() {
    return store.latest().listingFee;
  },
  get upiId() {
    return store.latest().upiId;
  },
  get payeeName() {
    return store.latest().upiPayeeName;
  },
});
