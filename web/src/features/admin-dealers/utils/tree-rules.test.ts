import { describe, expect, it } from 'vitest';
import { dealerNode } from './test-dealers';
import { branchIds, filterTree, findNode, flattenTree, treeSummary } from './tree-rules';

// D1 → D2 → D3, and D4 alone; commissions with paise that binary floats do not hold exactly.
const d3 = dealerNode('d3', { name: 'Deep Three', level: 3, status: 'PENDING', commission: 0.1 });
const d2 = dealerNode('d2', {
  name: 'Dev Two',
  level: 2,
  commission: 0.2,
  children: [d3],
});
const d1 = dealerNode('d1', { name: 'Dinesh One', commission: 1200.1, children: [d2] });
const d4 = dealerNode('d4', { name: 'Meena Four', status: 'REJECTED' });
const roots = [d1, d4];

describe('dealer tree rules', () => {
  it('when the tree is flattened, then every dealer appears once, parents first', () => {
    expect(flattenTree(roots).map((node) => node.id)).toEqual(['d1', 'd2', 'd3', 'd4']);
  });

  it('when a deep dealer matches the search, then its sponsors stay to show where it hangs', () => {
    const found = filterTree(roots, 'deep', '');
    expect(found.map((node) => node.id)).toEqual(['d1']);
    expect(found[0]?.children[0]?.id).toBe('d2');
    expect(found[0]?.children[0]?.children[0]?.id).toBe('d3');
  });

  it('when a status is chosen, then only matching dealers and their sponsors remain', () => {
    expect(flattenTree(filterTree(roots, '', 'REJECTED')).map((node) => node.id)).toEqual(['d4']);
    expect(flattenTree(filterTree(roots, '', 'APPROVED')).map((node) => node.id)).toEqual([
      'd1',
      'd2',
    ]);
    expect(filterTree(roots, 'nobody', '')).toEqual([]);
  });

  it('when the summary is read, then it counts every level and adds commissions to the paisa', () => {
    expect(treeSummary(roots)).toEqual({ total: 4, approved: 2, pending: 1, commission: 1200.4 });
    expect(treeSummary([])).toEqual({ total: 0, approved: 0, pending: 0, commission: 0 });
  });

  it('when Expand All asks for the branches, then only dealers with children are named', () => {
    expect(branchIds(roots)).toEqual(['d1', 'd2']);
  });

  it('when a node is looked up by id, then it is found at any depth, or null', () => {
    expect(findNode(roots, 'd3')?.user.name).toBe('Deep Three');
    expect(findNode(roots, 'zz')).toBeNull();
    expect(findNode(roots, null)).toBeNull();
  });
});
