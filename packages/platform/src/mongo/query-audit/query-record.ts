import type { FilterShape, SortShape } from './query-shape';

/** An index a model declares (`schema.indexes()` and `_id`), keys in order. */
export interface DeclaredIndex {
  key: [field: string, kind: number | string][];
  /** Fields of a partialFilterExpression: the index holds only documents that match it. */
  partialFields?: string[];
  /** At most one document per key. */
  unique?: true;
}

/** One line of the audit's files: a query shape a service sent, and from where. */
export interface QueryRecord {
  site: string;
  collection: string;
  /**
   * find, findOne, countDocuments, estimatedDocumentCount, distinct, updateOne, updateMany,
   * replaceOne, deleteOne, deleteMany, findOneAndUpdate/Delete/Replace, aggregate, cursor.
   */
  op: string;
  filter: FilterShape;
  sort: SortShape;
  limit: number | null;
  /** An aggregate that ends in $count or $group: it reads every matching document. */
  counts?: boolean;
  indexes: DeclaredIndex[];
  /** Sent by a test, a fixture or tooling (call-site.ts), not by a service: the audit skips it. */
  fixture?: true;
}
