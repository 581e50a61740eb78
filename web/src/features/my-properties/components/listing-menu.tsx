import { Eye, MoreVertical, Pencil, Trash2 } from 'lucide-react';
import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useDismiss } from '@/hooks/use-dismiss';

type ListingMenuProps = {
  id: string;
  title: string;
  onEdit?: () => void;
  onDelete: () => void;
};

const itemClass =
  'flex w-full items-center gap-2 rounded-md px-3 py-2 text-start text-sm text-slate-700 hover:bg-slate-100 hover:text-slate-900';

// The card's menu (part 1 §2 My Properties): View Details, Edit, Delete.
export const ListingMenu = ({ id, title, onEdit, onDelete }: ListingMenuProps) => {
  const { t } = useTranslation('my-properties');
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, root, button);
  const run = (action: () => void) => () => {
    setOpen(false);
    action();
  };

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('card.menu', { title })}
        onClick={() => setOpen((value) => !value)}
        className="rounded-full bg-white/90 p-2 text-slate-700 shadow-sm ring-1 ring-slate-200 hover:bg-white"
      >
        <MoreVertical aria-hidden="true" className="size-4" />
      </button>
      <ul
        id={menuId}
        hidden={!open}
        className="absolute end-0 z-20 mt-2 w-48 rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl"
      >
        <li>
          <Link to={paths.property.getHref(id)} className={itemClass}>
            <Eye aria-hidden="true" className="size-4" />
            {t('card.viewDetails')}
          </Link>
        </li>
        {onEdit && (
          <li>
            <button type="button" className={itemClass} onClick={run(onEdit)}>
              <Pencil aria-hidden="true" className="size-4" />
              {t('card.edit')}
            </button>
          </li>
        )}
        <li>
          <button
            type="button"
            className={`${itemClass} text-red-700 hover:bg-red-50 hover:text-red-800`}
            onClick={run(onDelete)}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {t('card.delete')}
          </button>
        </li>
      </ul>
    </div>
  );
};
