#!/usr/bin/env node
/*
 * Rewrites `import … from '@ghar/contracts'` lines into imports from the entry point (or the new
 * home) of each imported name, merging them per file. Issue 25 item 1 split the contracts into
 * entry points; the lead re-runs this after merging other branches:
 *
 *   node scripts/codemods/contracts-imports.mjs && npx prettier --write $(git diff --name-only)
 *
 * Names are looked up in the `exports` of packages/contracts/package.json (every entry but "."),
 * then in MOVED below (names that left the contracts). An unknown name stops the run.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';

const CONTRACTS = 'packages/contracts';

/** Names that left the contracts: name → package or repo path of the module that now holds them. */
const MOVED = {
  ...Object.fromEntries(
    [
      'CommissionDeal',
      'CommissionSettings',
      'DEFAULT_COMMISSION_SETTINGS',
      'dealCommissionPaise',
      'CommissionSplit',
      'splitCommission',
    ].map((name) => [name, 'services/dealers/src/domain/commission']),
  ),
  ...Object.fromEntries(
    [
      'istWeekKey',
      'istMonthKey',
      'istWeekKeys',
      'istMonthKeys',
      'istBucketStart',
      'bucketSeries',
    ].map((name) => [name, '@ghar/platform']),
  ),
};

const exportedNames = (file, seen = new Set()) => {
  if (seen.has(file)) return [];
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  const names = [];
  for (const match of text.matchAll(/^export \* from '([^']+)'/gm)) {
    const target = path.resolve(path.dirname(file), match[1]);
    const resolved = [`${target}.ts`, `${target}/index.ts`].find((each) => existsSync(each));
    names.push(...exportedNames(resolved, seen));
  }
  for (const match of text.matchAll(
    /^export (?:declare )?(?:async )?(?:const|let|function\*?|type|interface|class|enum) ([A-Za-z_$][\w$]*)/gm,
  )) {
    names.push(match[1]);
  }
  for (const match of text.matchAll(/^export (?:type )?\{([^}]*)\}/gm)) {
    for (const part of match[1].split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop()
        ?.replace(/^type\s+/, '');
      if (name) names.push(name);
    }
  }
  return names;
};

const packageJson = JSON.parse(readFileSync(path.join(CONTRACTS, 'package.json'), 'utf8'));
const entryOf = new Map();
for (const [entry, target] of Object.entries(packageJson.exports)) {
  if (entry === '.') continue;
  const specifier = `@ghar/contracts/${entry.slice(2)}`;
  for (const name of exportedNames(path.join(CONTRACTS, target))) {
    const known = entryOf.get(name);
    if (known && known !== specifier)
      throw new Error(`${name} is exported by ${known} and ${specifier}`);
    entryOf.set(name, specifier);
  }
}
for (const [name, home] of Object.entries(MOVED)) if (!entryOf.has(name)) entryOf.set(name, home);

const IMPORT = /^(import|export)\s+(type\s+)?\{([^}]*)\}\s+from\s+'@ghar\/contracts';[ \t]*\n/gm;

const specifierFor = (file, home) => {
  if (home.startsWith('@')) return home;
  const relative = path.relative(path.dirname(file), home);
  return relative.startsWith('.') ? relative : `./${relative}`;
};

const rewrite = (file) => {
  const text = readFileSync(file, 'utf8');
  const found = [...text.matchAll(IMPORT)];
  if (found.length === 0) return false;
  // keyword (import/export) → specifier → [{ name, typeOnly }]
  const groups = new Map();
  for (const [, keyword, declarationType, list] of found) {
    for (const raw of list.split(',')) {
      const part = raw.trim();
      if (!part) continue;
      const typeOnly = Boolean(declarationType) || part.startsWith('type ');
      const clause = part.replace(/^type\s+/, '');
      const name = clause.split(/\s+as\s+/)[0];
      const home = entryOf.get(name);
      if (!home && !KEEP_ROOT) throw new Error(`${file}: no entry point exports ${name}`);
      const specifier = home ? specifierFor(file, home) : '@ghar/contracts';
      const byKeyword = groups.get(keyword) ?? new Map();
      groups.set(keyword, byKeyword);
      const list = byKeyword.get(specifier) ?? [];
      byKeyword.set(specifier, list);
      if (!list.some((each) => each.clause === clause)) list.push({ clause, typeOnly });
      else if (!typeOnly) list.find((each) => each.clause === clause).typeOnly = false;
    }
  }
  const lines = [];
  for (const [keyword, byKeyword] of groups) {
    for (const [specifier, list] of [...byKeyword].sort(([a], [b]) => a.localeCompare(b))) {
      const allTypes = list.every((each) => each.typeOnly);
      const clauses = list.map((each) =>
        each.typeOnly && !allTypes ? `type ${each.clause}` : each.clause,
      );
      lines.push(
        `${keyword} ${allTypes ? 'type ' : ''}{ ${clauses.join(', ')} } from '${specifier}';\n`,
      );
    }
  }
  let first = true;
  const next = text.replace(IMPORT, () => {
    if (!first) return '';
    first = false;
    return lines.join('');
  });
  if (next === text) return false;
  writeFileSync(file, next);
  return true;
};

// --keep-root: names with no entry point stay on '@ghar/contracts' (only while the root barrel exists).
const KEEP_ROOT = process.argv.includes('--keep-root');
const only = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const files = (
  only.length > 0
    ? only
    : execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.mjs'], { encoding: 'utf8' }).split('\n')
).filter(
  (file) => file && !file.startsWith(`${CONTRACTS}/src/`) && !file.startsWith('scripts/codemods/'),
);
let changed = 0;
for (const file of files) if (rewrite(file)) changed += 1;
console.log(`rewrote ${changed} files`);
