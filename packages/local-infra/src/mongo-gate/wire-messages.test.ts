import { describe, expect, it } from 'vitest';
import { MessageSplitter, OP_MSG, commandName } from './wire-messages';

function opMsg(requestId: number, command: string): Buffer {
  const name = Buffer.from(`${command}\0`);
  const bson = Buffer.concat([
    Buffer.alloc(4),
    Buffer.from([0x10]),
    name,
    Buffer.alloc(4),
    Buffer.from([0]),
  ]);
  bson.writeInt32LE(bson.length, 0);
  const body = Buffer.concat([Buffer.alloc(4), Buffer.from([0]), bson]);
  const header = Buffer.alloc(16);
  header.writeInt32LE(16 + body.length, 0);
  header.writeInt32LE(requestId, 4);
  header.writeInt32LE(0, 8);
  header.writeInt32LE(OP_MSG, 12);
  return Buffer.concat([header, body]);
}

describe('wire messages', () => {
  it('when messages arrive split and joined across chunks, then each is yielded whole and in order', () => {
    const stream = Buffer.concat([opMsg(1, 'update'), opMsg(2, 'find')]);
    const splitter = new MessageSplitter();
    const first = splitter.push(stream.subarray(0, 10));
    const rest = splitter.push(stream.subarray(10));
    expect(first).toEqual([]);
    expect(rest.map((m) => [m.requestId, commandName(m)])).toEqual([
      [1, 'update'],
      [2, 'find'],
    ]);
  });

  it('when a message is not OP_MSG, then it has no command name', () => {
    const message = new MessageSplitter().push(opMsg(3, 'insert'))[0]!;
    expect(commandName({ ...message, opCode: 2004 })).toBeUndefined();
  });
});
