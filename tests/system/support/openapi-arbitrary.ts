import fc from 'fast-check';

/** The part of JSON Schema (as zod-openapi writes OpenAPI 3.1) the generator reads. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
}

/** Finds `#/components/schemas/X` targets; a schema without refs needs none. */
export type RefResolver = (ref: string) => JsonSchema | undefined;

export const resolverOf =
  (components: { schemas?: Record<string, JsonSchema> } | undefined): RefResolver =>
  (ref) =>
    components?.schemas?.[ref.replace('#/components/schemas/', '')];

const HEX = '0123456789abcdef';
const hexString = (length: number) =>
  fc
    .array(fc.constantFrom(...HEX), { minLength: length, maxLength: length })
    .map((chars) => chars.join(''));

/** Ids that look like database ids but are not, and ones that are well-formed but unknown. */
export const malformedIds: fc.Arbitrary<string> = fc.oneof(
  hexString(24),
  hexString(23),
  hexString(25),
  fc.constantFrom(
    'zzzzzzzzzzzzzzzzzzzzzzzz',
    '000000000000000000000000',
    'ffffffffffffffffffffffff',
    'undefined',
    'null',
    '[object Object]',
    '../../../etc/passwd',
    '..%2F..%2Fpackage.json',
    '%00',
    '{"$gt":""}',
    '-1',
    '1e309',
  ),
);

// Large enough to cross every per-field limit (5,000 characters) and approach the body limit.
const HUGE = 200_000;

/** Values that do not belong anywhere, mixed into every position of a generated input. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    'a'.repeat(HUGE),
    '\u0000',
    'nul\u0000inside',
    '\u202Eevil\u202C',
    '\r\n\t\u0007\u001b[31m',
    '👩‍👩‍👧‍👦🏳️‍🌈',
    'ह'.repeat(6_000),
    '\uD800',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '$where',
    '{"$ne":null}',
    -1,
    0,
    -0,
    1e308,
    Number.MAX_SAFE_INTEGER + 2,
    true,
    false,
    null,
    [],
    {},
    { $ne: null },
    { $gt: '' },
    [[[[[[[[[[[]]]]]]]]]]],
  ),
  fc.constant(
    JSON.parse('{"__proto__":{"isAdmin":true,"role":"ADMIN"},"constructor":{"prototype":{"x":1}}}'),
  ),
  malformedIds,
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.jsonValue({ maxDepth: 4 }),
  fc.array(fc.string(), { maxLength: 5 }),
);

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties) return ['object'];
  if (schema.items) return ['array'];
  return [];
}

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.pattern) {
    const min = schema.minLength;
    const max = schema.maxLength;
    return fc
      .stringMatching(new RegExp(schema.pattern))
      .filter(
        (s) => (min === undefined || s.length >= min) && (max === undefined || s.length <= max),
      );
  }
  if (schema.format === 'binary') return fc.string({ maxLength: 16 });
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 200));
  return fc.oneof(
    fc.string({ minLength, maxLength }),
    fc.string({ unit: 'grapheme', minLength, maxLength }),
    ...(maxLength >= 24 && minLength <= 24 ? [hexString(24)] : []),
    ...(maxLength >= 8
      ? [fc.emailAddress().filter((e) => e.length <= maxLength && e.length >= minLength)]
      : []),
  );
}

function validNumber(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min =
    schema.minimum ??
    (schema.exclusiveMinimum === undefined ? undefined : schema.exclusiveMinimum + 1);
  const max =
    schema.maximum ??
    (schema.exclusiveMaximum === undefined ? undefined : schema.exclusiveMaximum - 1);
  if (integer) {
    return fc.integer({
      min: Math.max(min ?? -1_000_000, Number.MIN_SAFE_INTEGER),
      max: Math.min(max ?? 1_000_000, Number.MAX_SAFE_INTEGER),
    });
  }
  return fc.double({ min: min ?? -1e6, max: max ?? 1e6, noNaN: true });
}

export interface ArbitraryOptions {
  /** 'valid' keeps to the schema; 'hostile' also puts hostileValue anywhere. */
  mode: 'valid' | 'hostile';
  resolve?: RefResolver;
}

/**
 * An arbitrary of values for a JSON Schema. In 'hostile' mode every level may be replaced by a
 * hostile value, objects may miss required keys and carry unknown ones, so one property run
 * covers well-shaped inputs (that reach the use case) and broken ones (that must be refused
 * cleanly, never with a 5xx).
 */
export function arbitraryFor(
  schema: JsonSchema,
  options: ArbitraryOptions,
  depth = 0,
): fc.Arbitrary<unknown> {
  const shaped = shapedArbitrary(schema, options, depth);
  if (options.mode === 'valid') return shaped;
  return fc.oneof({ weight: 3, arbitrary: shaped }, { weight: 1, arbitrary: hostileValue });
}

function shapedArbitrary(
  schema: JsonSchema,
  options: ArbitraryOptions,
  depth: number,
): fc.Arbitrary<unknown> {
  if (schema.$ref) {
    const target = options.resolve?.(schema.$ref);
    if (!target) throw new Error(`unresolved schema reference ${schema.$ref}`);
    return shapedArbitrary(target, options, depth);
  }
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length)
    return fc.oneof(...alternatives.map((each) => arbitraryFor(each, options, depth + 1)));
  if (schema.allOf?.length) {
    // zod-openapi writes intersections as allOf of objects: merge their properties.
    const merged: JsonSchema = { type: 'object', properties: {}, required: [] };
    for (const part of schema.allOf) {
      const resolved = part.$ref ? (options.resolve?.(part.$ref) ?? {}) : part;
      Object.assign(merged.properties!, resolved.properties);
      merged.required!.push(...(resolved.required ?? []));
    }
    return shapedArbitrary(merged, options, depth);
  }
  const types = typesOf(schema);
  if (types.length === 0) return depth > 3 ? fc.constant(null) : fc.jsonValue({ maxDepth: 2 });
  return fc.oneof(...types.map((type) => byType(type, schema, options, depth)));
}

function byType(
  type: string,
  schema: JsonSchema,
  options: ArbitraryOptions,
  depth: number,
): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return validString(schema);
    case 'integer':
      return validNumber(schema, true);
    case 'number':
      return validNumber(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(
        schema.items
          ? arbitraryFor(schema.items, options, depth + 1)
          : fc.jsonValue({ maxDepth: 1 }),
        {
          minLength: schema.minItems ?? 0,
          maxLength: Math.min(schema.maxItems ?? 4, 4),
        },
      );
    case 'object':
      return objectArbitrary(schema, options, depth);
    default:
      throw new Error(`no generator for schema type "${type}"`);
  }
}

function objectArbitrary(
  schema: JsonSchema,
  options: ArbitraryOptions,
  depth: number,
): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, value]) => [
      key,
      arbitraryFor(value, options, depth + 1),
    ]),
  );
  const requiredKeys = options.mode === 'valid' ? (schema.required ?? []) : [];
  const record = fc.record(model, {
    requiredKeys: requiredKeys.filter((key) => key in properties),
  });
  if (options.mode === 'valid') return record;
  // Unknown keys too, including ones an object merge must never follow.
  const extra = fc.dictionary(
    fc.oneof(
      fc.string({ maxLength: 10 }),
      fc.constantFrom('__proto__', 'constructor', 'prototype', '$where', 'role'),
    ),
    hostileValue,
    { maxKeys: 2 },
  );
  return fc.tuple(record, extra).map(([known, unknown]) => {
    const out: Record<string, unknown> = {};
    // defineProperty: a '__proto__' key must stay an own key, as JSON.parse on the server sees it.
    for (const [key, value] of [...Object.entries(unknown), ...Object.entries(known)]) {
      Object.defineProperty(out, key, {
        value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return out;
  });
}
