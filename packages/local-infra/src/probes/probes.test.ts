import { describe, expect, it } from 'vitest';
import { metadataRequest, parseMetadataReply } from './kafka-metadata';
import { opMsg, pingCommand, replyOk } from './mongo-ping';

describe('mongo ping encoding', () => {
  it('when the ping command is encoded, then it is the BSON of { ping: 1, $db: "admin" }', () => {
    const doc = pingCommand();
    expect(doc.readInt32LE(0)).toBe(doc.length);
    expect(doc.toString('latin1')).toContain('\x10ping\x00\x01\x00\x00\x00');
    expect(doc.toString('latin1')).toContain('\x02$db\x00\x06\x00\x00\x00admin\x00');
    expect(doc.at(-1)).toBe(0);
  });

  it('when a reply carries ok: 1.0 after other fields, then replyOk reads 1', () => {
    // { n: "x", ok: 1.0 } as the body of an OP_MSG reply.
    const name = Buffer.concat([
      Buffer.from([0x02]),
      Buffer.from('n\0'),
      int32(2),
      Buffer.from('x\0'),
    ]);
    const ok = Buffer.concat([Buffer.from([0x01]), Buffer.from('ok\0'), double(1)]);
    const body = Buffer.concat([name, ok, Buffer.from([0])]);
    const reply = opMsg(Buffer.concat([int32(body.length + 4), body]));
    expect(replyOk(reply)).toBe(1);
  });

  it('when a reply carries ok: 0, then replyOk reads 0', () => {
    const ok = Buffer.concat([
      Buffer.from([0x01]),
      Buffer.from('ok\0'),
      double(0),
      Buffer.from([0]),
    ]);
    expect(replyOk(opMsg(Buffer.concat([int32(ok.length + 4), ok])))).toBe(0);
  });
});

describe('kafka metadata', () => {
  it('when the request is encoded, then its size prefix matches and it asks Metadata v1', () => {
    const request = metadataRequest(7);
    expect(request.readInt32BE(0)).toBe(request.length - 4);
    expect(request.readInt16BE(4)).toBe(3);
    expect(request.readInt16BE(6)).toBe(1);
    expect(request.readInt32BE(8)).toBe(7);
  });

  it('when a reply lists one broker and a controller, then both are read', () => {
    const host = Buffer.from('127.0.0.1');
    const body = Buffer.concat([
      int32BE(7), // correlation id
      int32BE(1), // brokers
      int32BE(1),
      int16BE(host.length),
      host,
      int32BE(9092),
      int16BE(-1), // rack: null
      int32BE(1), // controller id
      int32BE(0), // topics
    ]);
    const reply = Buffer.concat([int32BE(body.length), body]);
    expect(parseMetadataReply(reply)).toEqual({ brokers: 1, controllerId: 1 });
  });
});

function int32(value: number) {
  const buf = Buffer.alloc(4);
  buf.writeInt32LE(value);
  return buf;
}
function double(value: number) {
  const buf = Buffer.alloc(8);
  buf.writeDoubleLE(value);
  return buf;
}
function int32BE(value: number) {
  const buf = Buffer.alloc(4);
  buf.writeInt32BE(value);
  return buf;
}
function int16BE(value: number) {
  const buf = Buffer.alloc(2);
  buf.writeInt16BE(value);
  return buf;
}
