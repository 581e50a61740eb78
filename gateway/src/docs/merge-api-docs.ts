/** The parts of a service's OpenAPI document the merge reads; the rest is kept as it is. */
export interface ServiceApiDocument {
  paths?: Record<string, Record<string, Record<string, unknown>>>;
  components?: { schemas?: Record<string, unknown> };
}

export interface MergedApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components: { schemas: Record<string, unknown> };
  /** Services whose document could not be read: their routes are absent, not gone. */
  'x-missing-services': string[];
}

/** The path a browser calls: services' API paths sit under /api, their files under /uploads. */
export function gatewayPath(servicePath: string): string {
  return servicePath.startsWith('/uploads/') ? servicePath : `/api${servicePath}`;
}

/**
 * A component that two services define differently gets the service's name in front, and every
 * reference to it inside that service's paths follows.
 */
function renameClashes(
  service: string,
  doc: ServiceApiDocument,
  schemas: Record<string, unknown>,
): ServiceApiDocument {
  const clashes = Object.entries(doc.components?.schemas ?? {}).filter(
    ([name, schema]) =>
      Object.hasOwn(schemas, name) && JSON.stringify(schemas[name]) !== JSON.stringify(schema),
  );
  if (clashes.length === 0) return doc;
  let text = JSON.stringify(doc);
  for (const [name] of clashes) {
    text = text.replaceAll(
      `"#/components/schemas/${name}"`,
      `"#/components/schemas/${service}.${name}"`,
    );
  }
  const renamed = JSON.parse(text) as ServiceApiDocument;
  const own = renamed.components?.schemas ?? {};
  for (const [name] of clashes) {
    own[`${service}.${name}`] = own[name];
    delete own[name];
  }
  return renamed;
}

/**
 * One document for the whole API, as the gateway serves it: each service's paths under the
 * gateway's prefixes, each operation marked with the service that answers it.
 */
export function mergeApiDocs(
  documents: { service: string; document: ServiceApiDocument | null }[],
): MergedApiDocument {
  const merged: MergedApiDocument = {
    openapi: '3.1.0',
    info: {
      title: 'Ghar API',
      version: '1',
      description: "Every service's routes as the gateway serves them; x-access says who may call.",
    },
    paths: {},
    components: { schemas: {} },
    'x-missing-services': [],
  };
  for (const { service, document } of documents) {
    if (!document) {
      merged['x-missing-services'].push(service);
      continue;
    }
    const doc = renameClashes(service, document, merged.components.schemas);
    Object.assign(merged.components.schemas, doc.components?.schemas);
    for (const [path, operations] of Object.entries(doc.paths ?? {})) {
      const target = (merged.paths[gatewayPath(path)] ??= {});
      for (const [method, operation] of Object.entries(operations)) {
        target[method] = { ...operation, 'x-service': service };
      }
    }
  }
  return merged;
}
