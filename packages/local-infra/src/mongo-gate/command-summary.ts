/**
 * What the gate's profile says of a request: its command, database, collection and the top-level
 * keys of its filter. A filter's keys tell `{_id}` (FerretDB reads one row) from anything else
 * (it reads them all).
 */
import { bsonElements as elements, type BsonElement } from '../bson-elements';
import { OP_MSG, type WireMessage } from './wire-messages';

export interface CommandSummary {
  command: string;
  db?: string;
  collection?: string;
  /** Top-level keys of the filter (find/count/delete/update `q`, findAndModify `query`). */
  filterKeys?: string[];
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
  body: BsonElement[],
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
