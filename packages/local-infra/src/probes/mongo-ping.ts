import { bsonElements } from '../bson-elements';
import { tcpExchange } from './tcp-exchange';

const OP_MSG = 2013;

/** BSON of `{ ping: 1, $db: 'admin' }`: just enough encoding for a readiness probe. */
export function pingCommand(): Buffer {
  const ping = Buffer.concat([Buffer.from([0x10]), cstring('ping'), int32(1)]);
  const db = Buffer.concat([Buffer.from([0x02]), cstring('$db'), bsonString('admin')]);
  const body = Buffer.concat([ping, db, Buffer.from([0])]);
  return Buffer.concat([int32(body.length + 4), body]);
}

export function opMsg(document: Buffer, requestId = 1): Buffer {
  const payload = Buffer.concat([int32(0), Buffer.from([0]), document]);
  const header = Buffer.concat([
    int32(16 + payload.length),
    int32(requestId),
    int32(0),
    int32(OP_MSG),
  ]);
  return Buffer.concat([header, payload]);
}

/** Reads the numeric `ok` field of an OP_MSG reply's body document. */
export function replyOk(reply: Buffer): number | undefined {
  if (reply.readInt32LE(12) !== OP_MSG || reply[20] !== 0) return undefined;
  try {
    for (const { name, value } of bsonElements(reply, 21)) {
      if (name === 'ok') return value.kind === 'number' ? value.value : undefined;
    }
  } catch {
    return undefined;
  }
  return undefined;
}

/** Resolves when the server answers `ping` with ok: 1 over the MongoDB wire protocol. */
export async function mongoPing(port: number): Promise<void> {
  const reply = await tcpExchange(
    port,
    opMsg(pingCommand()),
    (buf) => buf.length >= 4 && buf.length >= buf.readInt32LE(0),
  );
  const ok = replyOk(reply);
  if (ok !== 1) throw new Error(`ping answered ok=${ok}`);
}

function int32(value: number): Buffer {
  const buf = Buffer.alloc(4);
  buf.writeInt32LE(value);
  return buf;
}

function cstring(value: string): Buffer {
  return Buffer.concat([Buffer.from(value, 'utf8'), Buffer.from([0])]);
}

function bsonString(value: string): Buffer {
  const bytes = cstring(value);
  return Buffer.concat([int32(bytes.length), bytes]);
}
