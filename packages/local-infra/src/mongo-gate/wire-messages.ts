/**
 * Just enough of the MongoDB wire protocol to split a byte stream into messages and read the
 * command name of an OP_MSG request: header = messageLength, requestID, responseTo, opCode (int32 LE).
 */
export const OP_MSG = 2013;
const HEADER_BYTES = 16;

export interface WireMessage {
  bytes: Buffer;
  requestId: number;
  responseTo: number;
  opCode: number;
}

/** Accumulates chunks and yields every complete message, in order. */
export class MessageSplitter {
  private pending: Buffer = Buffer.alloc(0);

  push(chunk: Buffer): WireMessage[] {
    this.pending = this.pending.length === 0 ? chunk : Buffer.concat([this.pending, chunk]);
    const messages: WireMessage[] = [];
    while (this.pending.length >= HEADER_BYTES) {
      const length = this.pending.readInt32LE(0);
      if (length < HEADER_BYTES) throw new Error(`malformed wire message length ${length}`);
      if (this.pending.length < length) break;
      const bytes = this.pending.subarray(0, length);
      messages.push({
        bytes,
        requestId: bytes.readInt32LE(4),
        responseTo: bytes.readInt32LE(8),
        opCode: bytes.readInt32LE(12),
      });
      this.pending = this.pending.subarray(length);
    }
    return messages;
  }
}

/**
 * The command of an OP_MSG request is the first key of its body section (kind 0):
 * header(16) flagBits(4) kind(1) then a BSON document: int32 size, element type, cstring name.
 */
export function commandName(message: WireMessage): string | undefined {
  if (message.opCode !== OP_MSG) return undefined;
  const { bytes } = message;
  const kindAt = HEADER_BYTES + 4;
  if (bytes.length < kindAt + 7 || bytes[kindAt] !== 0) return undefined;
  const nameStart = kindAt + 1 + 4 + 1;
  const nameEnd = bytes.indexOf(0, nameStart);
  return nameEnd > nameStart ? bytes.toString('utf8', nameStart, nameEnd) : undefined;
}
