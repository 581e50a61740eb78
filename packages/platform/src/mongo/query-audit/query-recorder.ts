import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import mongoose, { type Model } from 'mongoose';
import { isFixtureSite } from './call-site';
import type { DeclaredIndex, QueryRecord } from './query-record';
import { filterShape, sortShape } from './query-shape';
import { calledByApp, currentSite } from './stack-capture';

/**
 * The query audit's recorder (issue 24): with GHAR_QUERY_AUDIT_DIR set (the component and system
 * test levels set it), every query sent through mongoose is written once per shape and call site
 * to `<dir>/queries-<pid>.jsonl` (a test's or a fixture's own marked `fixture`). The driver's
 * command monitoring sees every command but not who sent it (by then the app's frames are gone:
 * mongoose queries are thenables, which V8's async stack traces do not follow), so the call site
 * is taken where the app builds the query — synchronously inside `Model.find()` and friends — and
 * the shape where mongoose executes it. Values are never written, only shapes.
 */

export const QUERY_AUDIT_DIR_ENV = 'GHAR_QUERY_AUDIT_DIR';

const SITE = Symbol('queryAuditSite');
const QUERY_OPS = [
  'find',
  'findOne',
  'countDocuments',
  'estimatedDocumentCount',
  'distinct',
  'updateOne',
  'updateMany',
  'replaceOne',
  'deleteOne',
  'deleteMany',
  'findOneAndUpdate',
  'findOneAndDelete',
  'findOneAndReplace',
] as const;
// The mongoose collection methods an app may call directly (`model.collection.deleteOne`).
const COLLECTION_OPS = [...QUERY_OPS, 'aggregate'] as const;

interface Sited {
  [SITE]?: string;
}

let installed: { file: string; seen: Set<string> } | undefined;

// schema.indexes() walks the schema on every call; a model's indexes do not change.
const indexesOfModel = new WeakMap<Model<unknown>, DeclaredIndex[]>();

function declaredIndexes(model: Model<unknown> | undefined): DeclaredIndex[] {
  if (!model) return [{ key: [['_id', 1]], unique: true }];
  const known = indexesOfModel.get(model);
  if (known) return known;
  const indexes: DeclaredIndex[] = [{ key: [['_id', 1]], unique: true }];
  for (const [fields, options] of model.schema.indexes()) {
    const { partialFilterExpression: partial, unique } = options as {
      partialFilterExpression?: Record<string, unknown>;
      unique?: boolean;
    };
    indexes.push({
      key: Object.entries(fields).map(([field, kind]) => [field, kind as number | string]),
      ...(partial ? { partialFields: Object.keys(partial) } : {}),
      ...(unique ? { unique: true as const } : {}),
    });
  }
  indexesOfModel.set(model, indexes);
  return indexes;
}

function write(shape: Omit<QueryRecord, 'fixture'>): void {
  if (!installed) return;
  const record: QueryRecord = isFixtureSite(shape.site) ? { ...shape, fixture: true } : shape;
  const line = JSON.stringify(record);
  if (installed.seen.has(line)) return;
  installed.seen.add(line);
  appendFileSync(installed.file, `${line}\n`);
}

function limitOf(value: unknown): number | null {
  return typeof value === 'number' && value > 0 ? value : null;
}

function recordQuery(query: mongoose.Query<unknown, unknown> & Sited, op: string | undefined) {
  const site = query[SITE] ?? currentSite();
  if (!op) return;
  const model = query.model as Model<unknown>;
  const options = query.getOptions();
  write({
    site,
    collection: model.collection.collectionName,
    op,
    filter: filterShape(query.getFilter()),
    sort: sortShape(options.sort),
    limit: op === 'findOne' || op.startsWith('findOneAnd') ? 1 : limitOf(options.limit),
    indexes: declaredIndexes(model),
  });
}

function recordAggregate(aggregate: mongoose.Aggregate<unknown> & Sited) {
  const site = aggregate[SITE] ?? currentSite();
  const pipeline = aggregate.pipeline() as unknown as Record<string, unknown>[];
  const stage = (name: string) => pipeline.find((step) => name in step)?.[name];
  const model = aggregate.model() as Model<unknown>;
  write({
    site,
    collection: model.collection.collectionName,
    op: 'aggregate',
    filter: filterShape(stage('$match')),
    sort: sortShape(stage('$sort')),
    limit: limitOf(stage('$limit')),
    counts: pipeline.some((step) => '$count' in step || '$group' in step),
    indexes: declaredIndexes(model),
  });
}

function patchQueries(): void {
  const proto = mongoose.Query.prototype as unknown as Record<string, unknown>;
  for (const op of QUERY_OPS) {
    const original = proto[op] as (...args: unknown[]) => unknown;
    proto[op] = function (this: Sited, ...args: unknown[]) {
      if (this[SITE] === undefined) this[SITE] = currentSite();
      return original.apply(this, args);
    };
  }
  for (const method of ['exec', 'cursor'] as const) {
    const original = proto[method] as (...args: unknown[]) => unknown;
    proto[method] = function (
      this: mongoose.Query<unknown, unknown> & Sited & { op?: string },
      ...args: unknown[]
    ) {
      const op = method === 'exec' && typeof args[0] === 'string' ? args[0] : this.op;
      recordQuery(this, method === 'cursor' ? 'cursor' : op);
      return original.apply(this, args);
    };
  }
}

function patchAggregates(): void {
  const proto = mongoose.Aggregate.prototype as unknown as Record<string, unknown>;
  const model = proto.model as (...args: unknown[]) => unknown;
  proto.model = function (this: Sited, ...args: unknown[]) {
    if (args.length > 0 && this[SITE] === undefined) this[SITE] = currentSite();
    return model.apply(this, args);
  };
  const exec = proto.exec as (...args: unknown[]) => unknown;
  proto.exec = function (this: mongoose.Aggregate<unknown> & Sited, ...args: unknown[]) {
    recordAggregate(this);
    return exec.apply(this, args);
  };
}

interface AppCollection {
  collectionName: string;
  conn: { models: Record<string, Model<unknown>> };
}

/** An app calling the driver through `model.collection` (mongoose's own calls are recorded above). */
function patchCollections(): void {
  const proto = mongoose.Collection.prototype as unknown as Record<string, unknown>;
  for (const op of COLLECTION_OPS) {
    const original = proto[op] as (...args: unknown[]) => unknown;
    if (typeof original !== 'function') continue;
    proto[op] = function (this: AppCollection, ...args: unknown[]) {
      if (calledByApp()) {
        const options = (op === 'aggregate' ? {} : (args[1] ?? {})) as Record<string, unknown>;
        const model = Object.values(this.conn.models).find(
          (candidate) => candidate.collection.collectionName === this.collectionName,
        );
        write({
          site: currentSite(),
          collection: this.collectionName,
          op,
          filter: filterShape(op === 'aggregate' ? {} : args[0]),
          sort: sortShape(options.sort),
          limit: op === 'findOne' ? 1 : limitOf(options.limit),
          indexes: declaredIndexes(model),
        });
      }
      return original.apply(this, args);
    };
  }
}

/** Starts recording into `dir` (once per process: later calls keep the first) and says where. */
export function installQueryRecorder(dir: string): string {
  if (installed) return installed.file;
  mkdirSync(dir, { recursive: true });
  installed = { file: path.join(dir, `queries-${process.pid}.jsonl`), seen: new Set() };
  patchQueries();
  patchAggregates();
  patchCollections();
  return installed.file;
}
