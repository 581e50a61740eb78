import type { Logger } from '@ghar/platform';
import type { Connection } from 'mongoose';
import type { Config } from './config';
import { commissionModel } from './data-access/commission-model';
import { createCommissionLedger } from './data-access/commission-ledger';
import { dealerModel } from './data-access/dealer-model';
import { createDealerNetworkStore } from './data-access/dealer-network-store';
import { createLedgerTotals } from './data-access/ledger-totals';
import { createDealerRepository } from './data-access/dealer-repository';
import { createOpenApplications, openApplicationModel } from './data-access/open-applications';
import { createUserDirectory, dealerUserModel } from './data-access/user-directory';
import type { Clock, DealersDeps } from './domain/ports';
import { newReferralCode } from './domain/referral-code';
import { createDealersSettings } from './settings/dealers-settings';

/** The composition root: wires config and connections into what the use cases need. */
export function createDealersContext(options: {
  config: Config;
  conn: Connection;
  logger: Logger;
  clock?: Clock;
}) {
  const { config, conn, logger } = options;
  const dealers = dealerModel(conn);
  const commissions = commissionModel(conn);
  const settings = createDealersSettings(conn, config);
  const network = createDealerNetworkStore(conn, dealers);
  const ledgerTotals = createLedgerTotals(conn, commissions);
  const deps: DealersDeps = {
    dealers: createDealerRepository(dealers, network),
    openApplications: createOpenApplications(conn, dealers),
    users: createUserDirectory(conn),
    ledger: createCommissionLedger(commissions, ledgerTotals),
    clock: options.clock ?? { now: () => new Date() },
    commission: settings,
    newCode: newReferralCode,
    logger,
  };
  /** Indexes are made at start-up, never by autoIndex (docs/embedded-database.md). */
  const createIndexes = async () => {
    for (const indexed of [
      dealers,
      commissions,
      openApplicationModel(conn),
      dealerUserModel(conn),
    ]) {
      await indexed.createIndexes();
    }
  };
  /** The projections the reads need, built from the collections when missing (issue 24 item 3). */
  const rebuildProjections = async () => ({
    network: await network.rebuildIfMissing(),
    ledgerTotals: await ledgerTotals.rebuildIfMissing(),
  });
  return {
    deps,
    outboxModels: [dealers, commissions, settings.model],
    createIndexes,
    rebuildProjections,
    settings,
  };
}
