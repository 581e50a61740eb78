import { formatRupeesWithPaise } from '@ghar/contracts/format';
import type { DealerTreeNode } from '@ghar/contracts/http';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { DealerStatusBadge } from './dealer-status-badge';

// Part 2 §9: the tree indents 24 px per level.
export const TREE_INDENT_PX = 24;

export type TreeHandlers = {
  isOpen: (id: string) => boolean;
  onToggle: (id: string) => void;
  onSelect: (id: string) => void;
  selectedId: string | null;
};

const Figure = ({ label, value }: { label: string; value: string }) => (
  <span className="whitespace-nowrap">
    <span className="text-slate-500">{label}</span>{' '}
    <span className="font-semibold text-slate-900">{value}</span>
  </span>
);

export const TreeNode = ({
  node,
  depth,
  handlers,
}: {
  node: DealerTreeNode;
  depth: number;
  handlers: TreeHandlers;
}) => {
  const { t } = useTranslation('admin-dealers');
  const hasChildren = node.children.length > 0;
  const open = hasChildren && handlers.isOpen(node.id);
  const selected = handlers.selectedId === node.id;
  const childListId = `dealer-children-${node.id}`;
  return (
    <li data-dealer-id={node.id} data-level={node.level}>
      <div
        className="flex items-start gap-1 py-1"
        style={{ paddingInlineStart: `${depth * TREE_INDENT_PX}px` }}
      >
        {hasChildren ? (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={open ? childListId : undefined}
            aria-label={t('tree.toggle', { name: node.user.name })}
            onClick={() => handlers.onToggle(node.id)}
            className="mt-2 flex size-8 shrink-0 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100"
          >
            <ChevronRight
              aria-hidden="true"
              className={cn('size-4 transition-transform', open && 'rotate-90')}
            />
          </button>
        ) : (
          <span aria-hidden="true" className="size-8 shrink-0" />
        )}
        <button
          type="button"
          aria-pressed={selected}
          aria-label={t('tree.select', { name: node.user.name })}
          onClick={() => handlers.onSelect(node.id)}
          className={cn(
            'min-w-0 flex-1 rounded-xl px-3 py-2 text-start ring-1 transition-colors',
            selected ? 'bg-brand-50 ring-brand-600' : 'bg-white ring-slate-200 hover:bg-slate-50',
          )}
        >
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="font-semibold break-words text-slate-900">{node.user.name}</span>
            <DealerStatusBadge status={node.status} />
            <span className="text-xs text-slate-500">{t('tree.level', { level: node.level })}</span>
            <span className="font-mono text-xs text-slate-700">{node.referralCode}</span>
          </span>
          <span className="block truncate text-sm text-slate-600" title={node.user.email}>
            {node.user.email}
          </span>
          <span className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-xs">
            <Figure
              label={t('tree.directCommission')}
              value={formatRupeesWithPaise(node.commission)}
            />
            <Figure
              label={t('tree.totalCommission')}
              value={formatRupeesWithPaise(node.totalCommission)}
            />
            <span className="text-slate-600">
              {t('tree.children', { count: node.totalChildren })}
            </span>
            <span className="text-slate-600">
              {t('tree.direct', { count: node.directChildren })}
            </span>
          </span>
        </button>
      </div>
      {open && (
        <ul id={childListId}>
          {node.children.map((child) => (
            <TreeNode key={child.id} node={child} depth={depth + 1} handlers={handlers} />
          ))}
        </ul>
      )}
    </li>
  );
};
