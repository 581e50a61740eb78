import type { EventType } from '@ghar/contracts/events';
import {
  settingsSchemas,
  type SettingsAuditEntry,
  type SettingsBySection,
  type SettingsSection,
  type SettingsSectionView,
} from '@ghar/contracts/http';
import { Schema, type Connection } from 'mongoose';
import { sharedRecentRead } from '../cache/shared-recent-read';
import { buildEvent } from '../kafka/build-event';
import { isDuplicateKeyError } from '../mongo/connect';
import {
  addOutboxFields,
  appendEvents,
  withNewEvents,
  type OutboxModel,
} from '../outbox/outbox-fields';
import { settingsChanges } from './settings-changes';

/** Each section's change event, on its owner's topic (one producer per event type). */
const CHANGED_EVENT = {
  listings: 'ListingsSettingsChanged',
  bookings: 'BookingsSettingsChanged',
  dealers: 'DealersSettingsChanged',
  notifications: 'NotificationsSettingsChanged',
} as const satisfies Record<SettingsSection, EventType>;

/** The one settings document of a service's database. */
const SETTINGS_ID = 'settings';
/** Audit entries kept (newest last); settings change rarely, so this is months of history. */
const AUDIT_KEPT = 200;

interface SettingsDoc {
  _id: string;
  values: Record<string, unknown>;
  audit: SettingsAuditEntry[];
  outboxVersion: number;
}

export interface SettingsAdmin {
  userId: string;
  email: string;
}

/** What a use case needs: the section's values as they are now. */
export interface LiveSettings<T> {
  current(): Promise<T>;
}

export interface SettingsStore<S extends SettingsSection> extends LiveSettings<
  SettingsBySection[S]
> {
  section: S;
  /** The aggregate with the outbox, for the service's relay. */
  model: OutboxModel;
  /** The live values: read at most every `cacheMs` per process, at once after this process's own change. */
  current(): Promise<SettingsBySection[S]>;
  /**
   * The values last read, for code that cannot wait (defaults before the first read); a stale
   * read starts a refresh in the background, so it follows within one more use.
   */
  latest(): SettingsBySection[S];
  view(): Promise<SettingsSectionView>;
  /**
   * Applies some values over the current ones, validates the whole section (a ZodError with the
   * contract's texts when refused) and saves it with its audit entry and SettingsChanged event.
   */
  change(
    values: Record<string, unknown>,
    by: SettingsAdmin,
    context?: { requestId?: string },
  ): Promise<SettingsSectionView>;
}

const settingsSchema = new Schema(
  {
    _id: { type: String },
    values: { type: Schema.Types.Mixed, default: {} },
    audit: { type: [Schema.Types.Mixed], default: [] },
  },
  { collection: 'settings', versionKey: false },
);
addOutboxFields(settingsSchema);

export function settingsModel(conn: Connection): OutboxModel {
  return conn.models.Settings ?? conn.model<SettingsDoc>('Settings', settingsSchema);
}

/**
 * A service's admin-editable section (issue 13 item 4), kept in its own database as one document
 * `{ _id: 'settings', values, audit }` with its outbox. Values not stored yet are the service's
 * env defaults, so a fresh install behaves as configured until an admin changes something.
 */
export function createSettingsStore<S extends SettingsSection>(options: {
  conn: Connection;
  section: S;
  defaults: SettingsBySection[S];
  /** The service's name, the events' source. */
  source: string;
  cacheMs?: number;
  now?: () => number;
}): SettingsStore<S> {
  const { section, defaults, source } = options;
  const model = settingsModel(options.conn);
  const schema = settingsSchemas[section];
  const cacheMs = options.cacheMs ?? 5_000;
  const now = options.now ?? Date.now;

  const read = async () => {
    const doc = await model.findOne({ _id: SETTINGS_ID }).lean<SettingsDoc>();
    // Stored values over the defaults: a key added to a section later starts at its default.
    const values = { ...defaults, ...(doc?.values ?? {}) } as SettingsBySection[S];
    return { doc, values };
  };
  // Every use of a setting reads it: one read serves a process for `cacheMs`, and this
  // process's own change is kept at once.
  const live = sharedRecentRead(async () => (await read()).values, { maxAgeMs: cacheMs, now });
  const remember = (values: SettingsBySection[S]) => {
    live.keep(values);
    return values;
  };
  const viewOf = (
    values: SettingsBySection[S],
    audit: SettingsAuditEntry[],
  ): SettingsSectionView => ({
    section,
    values: values as Record<string, unknown>,
    audit,
  });

  return {
    section,
    model,
    current: () => live(),
    latest() {
      // A failed background read leaves the last values; the next use tries again.
      if (!live.isFresh()) live().catch(() => undefined);
      return live.lastKnown() ?? defaults;
    },
    async view() {
      const { doc, values } = await read();
      return viewOf(remember(values), doc?.audit ?? []);
    },
    async change(values, by, context = {}) {
      // Two admins saving at once: each write is guarded by the version read, the loser retries
      // over the winner's values, so neither change nor audit entry is lost.
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const { doc, values: before } = await read();
        const after = schema.parse({ ...before, ...values }) as SettingsBySection[S];
        const changes = settingsChanges(
          before as Record<string, unknown>,
          after as Record<string, unknown>,
        );
        if (changes.length === 0) return viewOf(remember(before), doc?.audit ?? []);
        const entry: SettingsAuditEntry = { at: new Date(now()).toISOString(), by, changes };
        const audit = [...(doc?.audit ?? []), entry].slice(-AUDIT_KEPT);
        // The four events share one data schema, so one of them types the data for all.
        const event = buildEvent(
          CHANGED_EVENT[section] as 'ListingsSettingsChanged',
          SETTINGS_ID,
          { section, changes, by },
          { source, actor: by.userId, correlationId: context.requestId },
        );
        const saved = doc
          ? (
              await model.updateOne(
                { _id: SETTINGS_ID, outboxVersion: doc.outboxVersion },
                {
                  ...appendEvents([event]),
                  $set: { values: after, audit, hasPendingEvents: true },
                },
              )
            ).matchedCount > 0
          : await model
              .create({ _id: SETTINGS_ID, values: after, audit, ...withNewEvents([event]) })
              .then(
                () => true,
                // Another admin created it first: read theirs and apply this change over it.
                (error: unknown) => {
                  if (isDuplicateKeyError(error)) return false;
                  throw error;
                },
              );
        if (saved) return viewOf(remember(after), audit);
      }
      throw new Error(`settings ${section}: too many concurrent changes`);
    },
  };
}
