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
  const docStart = 21;
  const docEnd = docStart + reply.readInt32LE(docStart) - 1;
  let at = docStart + 4;
  while (at < docEnd) {
    const type = reply[at]!;
    const nameEnd = reply.indexOf(0, at + 1);
    const name = reply.toString('utf8', at + 1, nameEnd);
    at = nameEnd + 1;
    if (name === 'ok') {
      if (type === 0x01) return reply.readDoubleLE(at);
      if (type === 0x10) return reply.readInt32LE(at);
      return undefined;
    }
    const size = valueSize(reply, type, at);
    if (size === undefined) return undefined;
    at += size;
  }
  return undefined;
}

function valueSize(buf: Buffer, type: number, at: number): number | undefined {
  switch (type) {
    case 0x01: // double
    case 0x09: // UTC datetime
    case 0x11: // timestamp
    case 0x12: // int64
      return 8;
    case 0x02: // string
      return 4 + buf.readInt32LE(at);
    case 0x03: // document
    case 0x04: // array
      return buf.readInt32LE(at);
    case 0x05: // binary
      return 5 + buf.readInt32LE(at);
    case 0x07: // object id
      return 12;
    case 0x08: // boolean
      return 1;
    case 0x0a: // null
      return 0;
    case 0x10: // int32
      return 4;
    default:
      return undefined;
  }
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
