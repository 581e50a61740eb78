/**
 * What the gate's profile says of a request: its command, database, collection and the top-level
 * keys of its filter. Enough BSON to read those, no more (the gate stays free of dependencies):
 * a filter's keys tell `{_id}` (FerretDB reads one row) from anything else (it reads them all).
 */
import { OP_MSG, type WireMessage } from './wire-messages';

export interface CommandSummary {
  command: string;
  db?: string;
  collection?: string;
  /** Top-level keys of the filter (find/count/delete/update `q`, findAndModify `query`). */
  filterKeys?: string[];
}

type Value =
  | { kind: 'string'; text: string }
  | { kind: 'document'; start: number; end: number }
  | { kind: 'other' };
type Element = { name: string; value: Value };

/** The elements of the BSON document at `start` (int32 size, elements, 0x00). */
function* elements(bytes: Buffer, start: number): Generator<Element> {
  const end = start + bytes.readInt32LE(start) - 1;
  if (end >= bytes.length) throw new RangeError('a BSON document runs past the message');
  let at = start + 4;
  while (at < end) {
    const type = bytes[at]!;
    const nameEnd = bytes.indexOf(0, at + 1);
    const name = bytes.toString('utf8', at + 1, nameEnd);
    at = nameEnd + 1;
    const fixed: Record<number, number> = {
      0x01: 8,
      0x07: 12,
      0x08: 1,
      0x09: 8,
      0x0a: 0,
      0x10: 4,
      0x11: 8,
      0x12: 8,
      0x13: 16,
      0x7f: 0,
      0xff: 0, // prettier-ignore
    };
    if (type === 0x02 || type === 0x0d || type === 0x0e) {
      const length = bytes.readInt32LE(at);
      yield {
        name,
        value: { kind: 'string', text: bytes.toString('utf8', at + 4, at + 3 + length) },
      };
      at += 4 + length;
    } else if (type === 0x03 || type === 0x04) {
      const size = bytes.readInt32LE(at);
      yield { name, value: { kind: 'document', start: at, end: at + size } };
      at += size;
    } else if (type === 0x05) {
      at += 5 + bytes.readInt32LE(at);
      yield { name, value: { kind: 'other' } };
    } else if (type === 0x0b) {
      at = bytes.indexOf(0, bytes.indexOf(0, at) + 1) + 1;
      yield { name, value: { kind: 'other' } };
    } else if (type === 0x0f) {
      at += bytes.readInt32LE(at);
      yield { name, value: { kind: 'other' } };
    } else if (fixed[type] !== undefined) {
      at += fixed[type];
      yield { name, value: { kind: 'other' } };
    } else {
      return; // a type this reader does not know: stop rather than misread
    }
  }
}

const keysOf = (bytes: Buffer, start: number) => [...elements(bytes, start)].map((e) => e.name);
const FILTER_FIELD: Record<string, string> = {
  find: 'filter',
  count: 'query',
  findAndModify: 'query',
};

/** The first statement's `q` of an update or delete, from the body or a document sequence. */
function firstStatementFilter(
  bytes: Buffer,
  body: Element[],
  sequenceStart: number,
): string[] | undefined {
  const listName = body[0]!.name === 'update' ? 'updates' : 'deletes';
  const list = body.find((e) => e.name === listName)?.value;
  let statement: number | undefined;
  if (list?.kind === 'document') {
    const first = elements(bytes, list.start).next().value;
    if (first?.value.kind === 'document') statement = first.value.start;
  } else if (sequenceStart < bytes.length && bytes[sequenceStart] === 1) {
    // kind 1: int32 size, cstring identifier, then documents
    statement = bytes.indexOf(0, sequenceStart + 5) + 1;
  }
  if (statement === undefined) return undefined;
  const q = [...elements(bytes, statement)].find((e) => e.name === 'q')?.value;
  return q?.kind === 'document' ? keysOf(bytes, q.start) : undefined;
}

/** Reads an OP_MSG request's command; undefined for anything else or bytes it cannot read. */
export function summarizeCommand(message: WireMessage): CommandSummary | undefined {
  if (message.opCode !== OP_MSG) return undefined;
  const { bytes } = message;
  const bodyStart = 16 + 4 + 1; // header, flagBits, section kind 0
  if (bytes.length < bodyStart + 5 || bytes[bodyStart - 1] !== 0) return undefined;
  try {
    const body = [...elements(bytes, bodyStart)];
    const first = body[0];
    if (!first) return undefined;
    const summary: CommandSummary = { command: first.name };
    if (first.value.kind === 'string') summary.collection = first.value.text;
    const db = body.find((e) => e.name === '$db')?.value;
    if (db?.kind === 'string') summary.db = db.text;
    if (first.name === 'update' || first.name === 'delete') {
      summary.filterKeys = firstStatementFilter(
        bytes,
        body,
        bodyStart + bytes.readInt32LE(bodyStart),
      );
    } else if (FILTER_FIELD[first.name]) {
      const filter = body.find((e) => e.name === FILTER_FIELD[first.name])?.value;
      if (filter?.kind === 'document') summary.filterKeys = keysOf(bytes, filter.start);
    }
    return summary;
  } catch {
    return undefined;
  }
}
