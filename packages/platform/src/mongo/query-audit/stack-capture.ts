import { fileURLToPath } from 'node:url';
import {
  callSite,
  calledFromLibrary,
  isLibrary,
  parseFrames,
  UNKNOWN_SITE,
  type Frame,
} from './call-site';

const DEPTH = 25;
// A call site as its source names it, by its position in the code as loaded: formatting a stack
// through the source maps (tsx, vitest) costs ~0.4 ms, V8's raw call sites a few µs, so the
// formatted stack is read once per position.
const sourceSites = new Map<string, string>();

function withDepth<T>(read: () => T): T {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = DEPTH;
  try {
    return read();
  } finally {
    Error.stackTraceLimit = limit;
  }
}

/** The stack as V8's call sites: positions in the code as loaded, no source map. */
function rawStack(): NodeJS.CallSite[] {
  const prepare = Error.prepareStackTrace;
  Error.prepareStackTrace = (_error, sites) => sites;
  try {
    const holder: { stack?: NodeJS.CallSite[] } = {};
    withDepth(() => Error.captureStackTrace(holder));
    return holder.stack ?? [];
  } finally {
    Error.prepareStackTrace = prepare;
  }
}

function frameOf(site: NodeJS.CallSite): Frame | undefined {
  const file = site.getFileName();
  if (!file) return undefined;
  const path = file.startsWith('file://') ? fileURLToPath(file) : file;
  return { file: path, line: site.getLineNumber() ?? 0 };
}

/** The call site of the query being built or run (see callSite). */
export function currentSite(): string {
  for (const site of rawStack()) {
    const frame = frameOf(site);
    if (!frame || isLibrary(frame)) continue;
    const position = `${frame.file}:${frame.line}:${site.getColumnNumber() ?? 0}`;
    let named = sourceSites.get(position);
    if (named === undefined) {
      named = callSite(parseFrames(withDepth(() => new Error().stack ?? '')));
      sourceSites.set(position, named);
    }
    return named;
  }
  return UNKNOWN_SITE;
}

/** Whether our code, not mongoose, called the collection method now running. */
export function calledByApp(): boolean {
  const frames: Frame[] = [];
  // The recorder's own frames, then the caller: two or three are enough.
  for (const site of rawStack().slice(0, 4)) {
    const frame = frameOf(site);
    if (frame) frames.push(frame);
  }
  return !calledFromLibrary(frames);
}
