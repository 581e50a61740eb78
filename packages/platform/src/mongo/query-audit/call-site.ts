import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root: this file is packages/platform/src/mongo/query-audit/call-site.ts. */
export const REPO_ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));

const OWN_DIR = path.dirname(fileURLToPath(import.meta.url));
const FRAME_LOCATION = /\(?((?:file:\/\/)?[^\s()]+):(\d+):\d+\)?\s*$/;

// Test files, fixtures, harness, provisioning and backup tooling query the database too, but the
// audit is about what the services do: a query issued from one of these is marked a fixture.
const NOT_A_SERVICE = [
  /(^|\/)(test|tests|e2e|bench|scripts)\//,
  /\.test\.tsx?(:\d+)?$/,
  /^packages\/(testing|local-infra|backup)\//,
];

export interface Frame {
  file: string;
  line: number;
}

export function parseFrames(stack: string): Frame[] {
  const frames: Frame[] = [];
  for (const text of stack.split('\n').slice(1)) {
    const match = FRAME_LOCATION.exec(text);
    if (!match?.[1] || !match[2]) continue;
    const file = match[1].startsWith('file://') ? fileURLToPath(match[1]) : match[1];
    frames.push({ file, line: Number(match[2]) });
  }
  return frames;
}

export function isLibrary(frame: Frame): boolean {
  return (
    frame.file.includes('/node_modules/') ||
    frame.file.startsWith('node:') ||
    !path.isAbsolute(frame.file) ||
    frame.file.startsWith(OWN_DIR)
  );
}

/** Whether the first caller past the audit's own frame is a library (mongoose issuing its own command). */
export function calledFromLibrary(frames: Frame[]): boolean {
  const caller = frames.find((frame) => !frame.file.startsWith(OWN_DIR));
  return caller === undefined || isLibrary(caller);
}

export const UNKNOWN_SITE = '(unknown)';

/**
 * `services/bookings/src/data-access/booking-repository.ts:42`: the first frame of the
 * repository's own code; `(unknown)` when none is on the stack (mongoose continuing on its own).
 */
export function callSite(frames: Frame[]): string {
  const own = frames.find((frame) => !isLibrary(frame));
  if (!own) return UNKNOWN_SITE;
  const relative = path.relative(REPO_ROOT, own.file).split(path.sep).join('/');
  return relative.startsWith('..') ? UNKNOWN_SITE : `${relative}:${own.line}`;
}

/** A query from a test, a fixture or tooling: recorded, but not a service's own. */
export function isFixtureSite(site: string): boolean {
  return NOT_A_SERVICE.some((pattern) => pattern.test(site));
}
