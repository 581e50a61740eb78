/** One value an admin changed, as the audit list and SettingsChanged carry it. */
export interface SettingsChange {
  key: string;
  from: unknown;
  to: unknown;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The keys whose value differs between two versions of a section, in the new version's order. */
export function settingsChanges(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): SettingsChange[] {
  return Object.keys(after)
    .filter((key) => !same(before[key], after[key]))
    .map((key) => ({ key, from: before[key], to: after[key] }));
}
