import type { DeclaredIndex, FilterShape, SortShape } from '@ghar/platform';

/** One AND-ed part of a filter: its fields (an `$or` is split into one conjunct per branch). */
export type Conjunct = FilterShape['fields'];

export function conjuncts(filter: FilterShape): Conjunct[] {
  if (!filter.or?.length) return [filter.fields];
  return filter.or.flatMap((branch) =>
    conjuncts({ ...branch, fields: { ...filter.fields, ...branch.fields } }),
  );
}

/** `_id` by value or by a list: the `_id` index finds the documents, however the rest reads. */
export function pointsAtIds(filter: FilterShape): boolean {
  return conjuncts(filter).every((fields) => fields._id === 'eq' || fields._id === 'in');
}

function sameSet(a: string[], b: Set<string>): boolean {
  return a.length === b.size && a.every((field) => b.has(field));
}

/**
 * Whether one declared index serves a conjunct and a sort as MongoDB's planner would use it:
 * its first keys are the equality fields (in any order), the next keys the sort (all in the
 * index's directions or all reversed; a sort on an equality field is free), and every range field
 * is among the keys after the equalities. `$ne`, `$nin`, `$exists: false` … bound nothing, so they
 * need no key (the index narrows the reading, they filter what it found). A partial index serves
 * only a filter that names every field of its partialFilterExpression (shapes hold no values, so
 * that is as far as the audit can tell), and those fields need no key of their own. A unique index
 * with every key matched by value serves any filter and sort: it finds one document at most.
 */
export function indexServes(index: DeclaredIndex, all: Conjunct, sort: SortShape): boolean {
  const partial = index.partialFields ?? [];
  if (partial.some((field) => !(field in all))) return false;
  // The index holds only documents meeting its condition: those fields need no key.
  const fields = Object.fromEntries(
    Object.entries(all).filter(
      ([field]) => !partial.includes(field) || index.key.some(([key]) => key === field),
    ),
  );
  const keys = index.key.map(([field]) => field);
  const kinds = index.key.map(([, kind]) => kind);
  if (fields.$text === 'text') return kinds.includes('text');
  if (kinds.some((kind) => typeof kind !== 'number')) return false;
  const entries = Object.entries(fields);
  const equal = new Set(
    entries.filter(([, p]) => p === 'eq' || p === 'in').map(([field]) => field),
  );
  const ranges = entries.filter(([, p]) => p === 'range').map(([field]) => field);
  // A unique index whose every key is matched finds at most one document, whatever else is asked.
  if (index.unique && keys.every((field) => equal.has(field))) return true;
  const order = sort.filter(([field]) => !equal.has(field));
  if (equal.size === 0 && ranges.length === 0 && order.length === 0) return false;
  if (!sameSet(keys.slice(0, equal.size), equal)) return false;
  const rest = index.key.slice(equal.size);
  if (order.length > 0) {
    const head = rest.slice(0, order.length);
    if (head.length < order.length || head.some(([field], i) => field !== order[i]?.[0])) {
      return false;
    }
    const same = head.every(([, kind], i) => kind === order[i]?.[1]);
    const reversed = head.every(([, kind], i) => kind === -(order[i]?.[1] ?? 0));
    if (!same && !reversed) return false;
  }
  const after = new Set(rest.map(([field]) => field));
  return ranges.every((field) => after.has(field));
}

/** Whether some declared index serves every conjunct of the filter with the sort. */
export function covered(filter: FilterShape, sort: SortShape, indexes: DeclaredIndex[]): boolean {
  if (pointsAtIds(filter)) return true;
  const parts = conjuncts(filter);
  // No filter and no sort: a deliberate read of everything, which the other rules judge.
  if (sort.length === 0 && parts.every((fields) => Object.keys(fields).length === 0)) return true;
  return parts.every((fields) => indexes.some((index) => indexServes(index, fields, sort)));
}
