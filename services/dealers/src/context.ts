import type { Logger } from '@ghar/platform';
import type { Connection } from 'mongoose';
import type { Config } from './config';
import { commissionModel } from './data-access/commission-model';
import { createCommissionLedger } from './data-access/commission-ledger';
import { dealerModel } from './data-access/dealer-model';
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
  const deps: DealersDeps = {
    dealers: createDealerRepository(dealers),
    openApplications: createOpenApplications(conn, dealers),
    users: createUserDirectory(conn),
    ledger: createCommissionLedger(commissions),
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
  return { deps, outboxModels: [dealers, commissions, settings.model], createIndexes, settings };
}
