import fc from 'fast-check';
import { fillPath, type ApiOperation } from './api-document';
import type { GatewayRequest, RawBody } from './gateway-client';
import {
  arbitraryFor,
  hostileValue,
  malformedIds,
  type JsonSchema,
  type RefResolver,
} from './openapi-arbitrary';

/** A request as generated: printable in a counterexample (no FormData inside). */
export interface FuzzRequest {
  method: string;
  path: string;
  json?: unknown;
  raw?: RawBody;
  multipart?: { fields: [string, string][]; files: FuzzFile[] };
}

export interface FuzzFile {
  field: string;
  fileName: string;
  type: string;
  bytes: Uint8Array;
}

const asText = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : value === undefined
      ? ''
      : (JSON.stringify(value) ?? String(value));

// Page numbers and limits from far outside what any list allows, as text, as a query carries them.
const hostileQueryValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '-1',
    '0',
    '-9007199254740993',
    '1e309',
    '99999999999999999999999',
    'NaN',
    '1.5',
    '0x10',
    '',
  ),
  hostileValue.map(asText),
);

function pathArbitrary(
  op: ApiOperation,
  resolve: RefResolver,
  knownIds: readonly string[],
): fc.Arbitrary<string> {
  const params = op.pathParams.map((param) =>
    fc
      .oneof(
        malformedIds,
        // Ids of real resources, so well-shaped requests reach the use cases and not only a 404.
        ...(knownIds.length > 0 ? [fc.constantFrom(...knownIds)] : []),
        arbitraryFor(param.schema ?? { type: 'string' }, { mode: 'hostile', resolve }).map(asText),
      )
      // An empty segment would be another route: the path's own shape stays, its value varies.
      .map((value) => (value === '' ? ' ' : value))
      .map((value) => [param.name, value] as const),
  );
  return fc.tuple(...params).map((entries) => fillPath(op.path, Object.fromEntries(entries)));
}

function queryArbitrary(op: ApiOperation, resolve: RefResolver): fc.Arbitrary<string> {
  const declared = op.queryParams.map((param) =>
    fc.option(
      fc.tuple(
        fc.constant(param.name),
        fc.oneof(
          arbitraryFor(param.schema ?? { type: 'string' }, { mode: 'valid', resolve }).map(asText),
          hostileQueryValue,
        ),
      ),
      { nil: undefined },
    ),
  );
  // Repeated and bracketed keys: what a query parser may turn into arrays or objects.
  const extra = fc.array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom(
          'page',
          'limit',
          'search',
          'page[$gt]',
          'search[$ne]',
          '__proto__[x]',
          'a[b][c]',
        ),
        fc.string({ maxLength: 8 }),
      ),
      hostileQueryValue,
    ),
    { maxLength: 2 },
  );
  return fc.tuple(fc.tuple(...declared), extra).map(([known, more]) => {
    const search = new URLSearchParams();
    for (const pair of [...known, ...more]) if (pair) search.append(pair[0], pair[1]);
    const text = search.toString();
    return text ? `?${text}` : '';
  });
}

const isFile = (schema: JsonSchema): boolean =>
  schema.format === 'binary' || (schema.type === 'array' && schema.items?.format === 'binary');

const fileArbitrary = (field: fc.Arbitrary<string>, image: Uint8Array): fc.Arbitrary<FuzzFile> =>
  fc.record({
    field,
    fileName: fc.oneof(
      fc.constantFrom(
        'card.jpg',
        'x.png',
        '../../evil.jpg',
        'a\u0000.jpg',
        'no-extension',
        '.jpg',
        'ह.webp',
      ),
      fc.string({ maxLength: 30 }),
    ),
    type: fc.constantFrom(
      'image/jpeg',
      'image/png',
      'image/webp',
      'text/plain',
      'application/octet-stream',
      '',
    ),
    bytes: fc.oneof(
      fc.uint8Array({ maxLength: 2048 }),
      fc.constant(image),
      fc.constant(image.subarray(0, 100)),
    ),
  });

function multipartArbitrary(schema: JsonSchema, resolve: RefResolver, image: Uint8Array) {
  const properties = Object.entries(schema.properties ?? {});
  const fieldNames = properties.filter(([, each]) => !isFile(each)).map(([name]) => name);
  const fileNames = properties.filter(([, each]) => isFile(each)).map(([name]) => name);
  const fields = properties
    .filter(([, each]) => !isFile(each))
    .map(([name, each]) =>
      fc.option(
        arbitraryFor(each, { mode: 'hostile', resolve }).map(
          (value) => [name, asText(value)] as [string, string],
        ),
        { nil: undefined },
      ),
    );
  const anyName = fc.oneof(
    ...[...fieldNames, ...fileNames, 'unexpected'].map((name) => fc.constant(name)),
    fc.string({ maxLength: 10 }),
  );
  const files = fc.array(
    fileArbitrary(
      fileNames.length > 0 ? fc.oneof(fc.constantFrom(...fileNames), anyName) : anyName,
      image,
    ),
    { maxLength: 3 },
  );
  return fc.record({
    fields: fc
      .tuple(...fields)
      .map((pairs) => pairs.filter((pair): pair is [string, string] => pair !== undefined)),
    files,
  });
}

// Bodies that are not the JSON they claim to be.
const malformedJson = fc.constantFrom(
  '{"a":',
  '{"__proto__":{"isAdmin":true}}',
  '[',
  'null',
  '"just a string"',
  '{"a":1,"a":2}',
  '\u0000',
  `{"deep":${'['.repeat(5_000)}${']'.repeat(5_000)}}`,
);

// Bodies that are not what they claim to be: odd types, charsets and encodings, broken forms.
const rawBody: fc.Arbitrary<RawBody> = fc.record(
  {
    contentType: fc.constantFrom(
      'application/json',
      'application/json; charset=utf-7',
      'application/json; charset=latin1',
      'application/x-www-form-urlencoded',
      'text/plain',
      'application/xml',
      'multipart/form-data',
      'multipart/form-data; boundary=x',
    ),
    contentEncoding: fc.constantFrom('gzip', 'deflate', 'br', 'compress', 'x-unknown'),
    text: fc.oneof(
      malformedJson,
      fc.string({ maxLength: 50 }),
      fc.constant('--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x'),
    ),
  },
  { requiredKeys: ['contentType', 'text'] },
);

/** Requests for one operation: path, query and body from its schemas, valid-shaped and hostile. */
export function requestArbitrary(
  op: ApiOperation,
  resolve: RefResolver,
  image: Uint8Array,
  /** Ids of existing resources to mix into the path params. */
  knownIds: readonly string[] = [],
): fc.Arbitrary<FuzzRequest> {
  const json = (mode: 'valid' | 'hostile') =>
    arbitraryFor(op.jsonBody!, { mode, resolve }).map((value) => ({ json: value }));
  const declared: fc.Arbitrary<Partial<FuzzRequest>> = op.multipart
    ? multipartArbitrary(op.multipart, resolve, image).map((multipart) => ({ multipart }))
    : op.jsonBody
      ? fc.oneof({ weight: 1, arbitrary: json('valid') }, { weight: 2, arbitrary: json('hostile') })
      : fc.constant({});
  // fetch sends no body with a GET, as no browser does.
  const body =
    op.method === 'get'
      ? declared
      : fc.oneof(
          { weight: 5, arbitrary: declared },
          { weight: 1, arbitrary: rawBody.map((raw) => ({ raw })) },
        );
  return fc
    .tuple(pathArbitrary(op, resolve, knownIds), queryArbitrary(op, resolve), body)
    .map(([path, query, rest]) => ({ method: op.method, path: `${path}${query}`, ...rest }));
}
/** The generated request as the gateway client sends it. */
export function toGatewayRequest(request: FuzzRequest, token: string | undefined): GatewayRequest {
  const { multipart, ...rest } = request;
  if (!multipart) return { ...rest, token };
  const form = new FormData();
  for (const [name, value] of multipart.fields) form.append(name, value);
  for (const file of multipart.files) {
    form.append(file.field, new Blob([file.bytes], { type: file.type }), file.fileName);
  }
  return { ...rest, form, token };
}
