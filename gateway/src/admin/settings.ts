import {
  publicSettingsSchemas,
  SETTINGS_SECTIONS,
  settingsChangeSchema,
  settingsSectionViewSchema,
  type AdminSettingsView,
  type PublicSettings,
  type SettingsSection,
} from '@ghar/contracts/http';
import { ERROR_MESSAGES } from '@ghar/contracts/texts';
import { errorBody, sendOk } from '@ghar/platform';
import type { z } from 'zod';
import express, { Router, type Request, type RequestHandler } from 'express';
import type { ServiceName } from '../proxy/routes';
import type { CallService } from './call-service';
import { requireAdmin } from './require-admin';

/** Each section lives in the service that uses it (console-shared: ownership). */
const OWNER: Record<SettingsSection, ServiceName> = {
  listings: 'listings',
  bookings: 'bookings',
  dealers: 'dealers',
  notifications: 'notifications',
};

export interface SettingsDeps {
  upstreams: Record<ServiceName, string>;
  callService: CallService;
  /** The session check every gateway route uses (a visitor passes as a visitor). */
  signedIn: RequestHandler;
}

const upstreamOf = (deps: Pick<SettingsDeps, 'upstreams'>, section: SettingsSection) =>
  deps.upstreams[OWNER[section]];

/** GET /api/admin/settings: every section with its audit, asked in parallel; a silent one is named. */
export async function adminSettings(deps: SettingsDeps, req: Request): Promise<AdminSettingsView> {
  const results = await Promise.all(
    SETTINGS_SECTIONS.map((section) =>
      deps.callService(upstreamOf(deps, section), `/settings/${section}`, req, {
        schema: settingsSectionViewSchema,
      }),
    ),
  );
  const view: AdminSettingsView = { sections: {}, unavailable: [] };
  results.forEach((result, index) => {
    const section = SETTINGS_SECTIONS[index]!;
    if (result.ok) view.sections[section] = result.data;
    else view.unavailable.push({ section, error: result.error });
  });
  return view;
}

/**
 * GET /api/settings: the public part of every section that answered (the web has defaults).
 * Also read by the server render (web/server-render.ts), which bounds each call's wait.
 */
export async function publicSettings(
  deps: Pick<SettingsDeps, 'upstreams' | 'callService'>,
  req: Request,
  timeoutMs?: number,
): Promise<PublicSettings> {
  const results = await Promise.all(
    SETTINGS_SECTIONS.map((section) =>
      deps.callService(upstreamOf(deps, section), `/settings/${section}/public`, req, {
        schema: publicSettingsSchemas[section] as z.ZodType<unknown>,
        ...(timeoutMs === undefined ? {} : { timeoutMs }),
      }),
    ),
  );
  return Object.fromEntries(
    results.flatMap((result, index) =>
      result.ok ? [[SETTINGS_SECTIONS[index], result.data]] : [],
    ),
  ) as PublicSettings;
}

/**
 * The settings page's calls (issue 13 item 4). A change goes to the section's owner, which
 * validates, stores, audits and announces it; its refusal (400 with the texts) is answered as is.
 */
export function settingsRoutes(deps: SettingsDeps): Router {
  const router = Router();
  router.get('/api/admin/settings', deps.signedIn, requireAdmin, async (req, res) =>
    sendOk(res, await adminSettings(deps, req)),
  );
  router.put(
    '/api/admin/settings',
    deps.signedIn,
    requireAdmin,
    express.json({ limit: '16kb' }),
    async (req, res) => {
      const { section, values } = settingsChangeSchema.parse(req.body ?? {});
      const result = await deps.callService(
        upstreamOf(deps, section),
        `/settings/${section}`,
        req,
        {
          method: 'PUT',
          body: values,
          schema: settingsSectionViewSchema,
        },
      );
      if (result.ok) sendOk(res, result.data);
      else if (result.status && result.status < 500 && result.answer) {
        res.status(result.status).json(result.answer);
      } else res.status(503).json(errorBody(ERROR_MESSAGES.serviceUnavailable));
    },
  );
  router.get('/api/settings', deps.signedIn, async (req, res) =>
    sendOk(res, await publicSettings(deps, req)),
  );
  return router;
}
