import type { Config } from './config';
import { deletedDenialSeconds } from './context';
import type { AuthDeps } from './domain/ports';
import { ensureAdminAccount } from './domain/ensure-admin-account';
import { restoreDenials } from './domain/restore-denials';

/** One-off work at every start: the first admin, and the gateway's denial keys. */
export async function prepareAuth(deps: AuthDeps, config: Config): Promise<void> {
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    const outcome = await ensureAdminAccount(deps, {
      email: config.ADMIN_EMAIL,
      password: config.ADMIN_PASSWORD,
    });
    deps.logger.info({ email: config.ADMIN_EMAIL, outcome }, 'admin account checked');
  }
  const restored = await restoreDenials(deps, deletedDenialSeconds(config));
  deps.logger.info({ restored }, 'denied users restored in the session store');
}
