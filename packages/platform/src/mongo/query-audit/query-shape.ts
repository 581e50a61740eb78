/**
 * The shape of a query, never its values: which fields a filter tests and how, the sort, the
 * limit. The query audit (issue 24) records shapes so its files hold no personal data and one
 * line stands for every call of the same query.
 */

/** How a filter tests a field, as an index sees it. */
export type Predicate =
  /** a value, `$eq`, `$all`, `$elemMatch` or a sub-document: a point in an index */
  | 'eq'
  /** `$in`: a few points */
  | 'in'
  /** `$gt`/`$gte`/`$lt`/`$lte`, `$exists: true`, a `$regex`: an interval */
  | 'range'
  /** `$ne`, `$nin`, `$not`, `$exists: false`, `$type`, …: no index bound, filtered after reading */
  | 'residual'
  /** `$text` */
  | 'text';

export interface FilterShape {
  fields: Record<string, Predicate>;
  /** `$or` branches, each ANDed with `fields`. */
  or?: FilterShape[];
}

export type SortShape = [field: string, direction: 1 | -1][];

const EQUALITY_OPERATORS = new Set(['$eq', '$all', '$elemMatch', '$size']);
const RANGE_OPERATORS = new Set(['$gt', '$gte', '$lt', '$lte', '$regex', '$options']);
// The strongest test on a field decides how an index can use it.
const STRENGTH: Record<Predicate, number> = { text: 4, eq: 3, in: 2, range: 1, residual: 0 };

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

function operatorPredicate(operator: string, operand: unknown): Predicate {
  if (EQUALITY_OPERATORS.has(operator)) return 'eq';
  if (operator === '$in') return Array.isArray(operand) && operand.length === 1 ? 'eq' : 'in';
  if (operator === '$exists') return operand ? 'range' : 'residual';
  if (RANGE_OPERATORS.has(operator)) return 'range';
  return 'residual';
}

function valuePredicate(value: unknown): Predicate {
  // A RegExp, ObjectId, Date, array or plain value is an equality (a RegExp is matched as $regex).
  if (value instanceof RegExp) return 'range';
  if (!isPlainObject(value)) return 'eq';
  const operators = Object.keys(value).filter((key) => key.startsWith('$'));
  if (operators.length === 0) return 'eq';
  return operators
    .map((operator) => operatorPredicate(operator, value[operator]))
    .reduce((best, next) => (STRENGTH[next] > STRENGTH[best] ? next : best), 'residual');
}

function addField(shape: FilterShape, field: string, predicate: Predicate): void {
  const known = shape.fields[field];
  if (known === undefined || STRENGTH[predicate] > STRENGTH[known]) shape.fields[field] = predicate;
}

function merge(into: FilterShape, from: FilterShape): void {
  for (const [field, predicate] of Object.entries(from.fields)) addField(into, field, predicate);
  if (from.or) into.or = [...(into.or ?? []), ...from.or];
}

export function filterShape(filter: unknown): FilterShape {
  const shape: FilterShape = { fields: {} };
  if (!isPlainObject(filter)) return shape;
  for (const [key, value] of Object.entries(filter)) {
    if (key === '$and' && Array.isArray(value)) {
      for (const part of value) merge(shape, filterShape(part));
    } else if (key === '$or' && Array.isArray(value)) {
      shape.or = value.map((branch) => filterShape(branch));
    } else if (key === '$text') {
      addField(shape, '$text', 'text');
    } else if (key.startsWith('$')) {
      // $nor, $expr, $where, $comment: nothing an index can bound.
      addField(shape, key, 'residual');
    } else {
      addField(shape, key, valuePredicate(value));
    }
  }
  return shape;
}

/** mongoose and the driver take a sort as an object, a `'-a b'` string or `[field, dir]` pairs. */
export function sortShape(sort: unknown): SortShape {
  if (typeof sort === 'string') {
    return sort
      .split(/\s+/)
      .filter(Boolean)
      .map((part) => (part.startsWith('-') ? [part.slice(1), -1] : [part, 1]));
  }
  const entries = Array.isArray(sort)
    ? (sort as [string, unknown][])
    : isPlainObject(sort)
      ? Object.entries(sort)
      : [];
  return entries.map(([field, direction]) => [
    field,
    direction === -1 || direction === 'desc' || direction === 'descending' ? -1 : 1,
  ]);
}

/** One readable line per shape: `ownerId=, status in, createdAt> | sort -createdAt`. */
export function describeShape(shape: FilterShape, sort: SortShape = []): string {
  const mark: Record<Predicate, string> = {
    eq: '=',
    in: ' in',
    range: '>',
    residual: '?',
    text: '',
  };
  const describe = (part: FilterShape): string => {
    const fields = Object.entries(part.fields)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([field, predicate]) => `${field}${mark[predicate]}`);
    const or = part.or ? [`or(${part.or.map(describe).join(' ; ')})`] : [];
    return [...fields, ...or].join(', ');
  };
  const sorted = sort.length
    ? ` | sort ${sort.map(([field, dir]) => `${dir === -1 ? '-' : ''}${field}`).join(' ')}`
    : '';
  return `{${describe(shape)}}${sorted}`;
}
