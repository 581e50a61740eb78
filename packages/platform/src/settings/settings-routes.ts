import {
  PUBLIC_SETTINGS_KEYS,
  publicSettingsSchemas,
  settingsFields,
  settingsSectionViewSchema,
  type SettingsSection,
} from '@ghar/contracts/http';
import { apiRouter, type ApiRouter } from '../http/api-routes';
import { sendOk } from '../http/envelope';
import { requireAdmin } from '../http/identity';
import type { SettingsStore } from './settings-store';

/** Only the keys anyone may read. */
function publicPart<S extends SettingsSection>(section: S, values: Record<string, unknown>) {
  const keys: readonly string[] = PUBLIC_SETTINGS_KEYS[section];
  return Object.fromEntries(keys.map((key) => [key, values[key]]));
}

/**
 * The owner's routes for its settings section: the admin reads and changes it (the gateway's
 * /api/admin/settings merges every section), anyone reads the public part (the fee modal, the
 * booking modal, the footer).
 */
export function settingsRoutes<S extends SettingsSection>(store: SettingsStore<S>): ApiRouter {
  const { section } = store;
  const api = apiRouter();
  const tags = ['settings'];

  api.route(
    {
      method: 'get',
      path: `/settings/${section}`,
      access: 'admin',
      summary: `The ${section} settings with who changed what, when (issue 13)`,
      tags,
      response: settingsSectionViewSchema,
    },
    async (_req, res) => sendOk(res, await store.view()),
  );

  api.route(
    {
      method: 'put',
      path: `/settings/${section}`,
      access: 'admin',
      summary: `Change some ${section} settings (effective without a restart, audited)`,
      tags,
      // Any subset of the section's fields; the whole section is validated after merging.
      body: settingsFields[section].partial().strict(),
      response: settingsSectionViewSchema,
      responses: [400],
    },
    async (req, res) => {
      const { userId, email } = requireAdmin(req);
      const body = req.body as Record<string, unknown>;
      sendOk(res, await store.change(body, { userId, email }, { requestId: req.requestId }));
    },
  );

  api.route(
    {
      method: 'get',
      path: `/settings/${section}/public`,
      access: 'visitor',
      summary: `The ${section} settings the web shows to everyone`,
      tags,
      response: publicSettingsSchemas[section],
    },
    async (_req, res) => sendOk(res, publicPart(section, await store.current())),
  );

  return api;
}
