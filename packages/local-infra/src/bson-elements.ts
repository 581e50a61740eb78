/**
 * Just enough BSON to read a wire message's fields without a driver (the readiness probe and the
 * write gate stay free of dependencies): the top-level elements of a document, with strings,
 * numbers and nested documents read and every other value skipped by its size.
 */
export type BsonValue =
  | { kind: 'string'; text: string }
  | { kind: 'number'; value: number }
  | { kind: 'document'; start: number; end: number }
  | { kind: 'other' };
export interface BsonElement {
  name: string;
  value: BsonValue;
}

/** Sizes of the fixed-width types (double, ObjectId, bool, date, null, int32, timestamp, int64,
 * decimal128, min and max key). */
const FIXED_SIZE: Record<number, number> = {
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
  0xff: 0,
};

/**
 * The elements of the document at `start` (int32 size, elements, 0x00), in order. Throws a
 * RangeError when the document runs past the bytes; stops at a type it does not know rather than
 * misread what follows.
 */
export function* bsonElements(bytes: Buffer, start: number): Generator<BsonElement> {
  const end = start + bytes.readInt32LE(start) - 1;
  if (end >= bytes.length) throw new RangeError('a BSON document runs past the bytes');
  let at = start + 4;
  while (at < end) {
    const type = bytes[at]!;
    const nameEnd = bytes.indexOf(0, at + 1);
    const name = bytes.toString('utf8', at + 1, nameEnd);
    at = nameEnd + 1;
    if (type === 0x02 || type === 0x0d || type === 0x0e) {
      const length = bytes.readInt32LE(at);
      const text = bytes.toString('utf8', at + 4, at + 3 + length);
      yield { name, value: { kind: 'string', text } };
      at += 4 + length;
    } else if (type === 0x03 || type === 0x04) {
      const size = bytes.readInt32LE(at);
      yield { name, value: { kind: 'document', start: at, end: at + size } };
      at += size;
    } else if (type === 0x01 || type === 0x10 || type === 0x12) {
      const value =
        type === 0x01
          ? bytes.readDoubleLE(at)
          : type === 0x10
            ? bytes.readInt32LE(at)
            : Number(bytes.readBigInt64LE(at));
      yield { name, value: { kind: 'number', value } };
      at += FIXED_SIZE[type]!;
    } else if (type === 0x05) {
      at += 5 + bytes.readInt32LE(at);
      yield { name, value: { kind: 'other' } };
    } else if (type === 0x0b) {
      at = bytes.indexOf(0, bytes.indexOf(0, at) + 1) + 1; // regex: pattern and options, cstrings
      yield { name, value: { kind: 'other' } };
    } else if (type === 0x0f) {
      at += bytes.readInt32LE(at); // code with scope: its total size
      yield { name, value: { kind: 'other' } };
    } else if (FIXED_SIZE[type] !== undefined) {
      at += FIXED_SIZE[type];
      yield { name, value: { kind: 'other' } };
    } else {
      return;
    }
  }
}
