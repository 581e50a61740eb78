import { UserPlus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '@/components/listing/pagination';
import { Button } from '@/components/ui/button';
import { AdminTable } from '@/components/ui/admin-table';
import { LoadFailed, LoadingBlock } from '@/components/ui/load-states';
import { SearchBox } from '@/components/ui/search-box';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useAuth } from '@/lib/auth/use-auth';
import { ADMIN_USERS_PAGE_SIZE, useAdminUsers } from '../api/get-users';
import { useMediaQuery } from '@/hooks/use-media-query';
import { AadhaarImageDialog } from './aadhaar-image-dialog';
import { AadhaarRevealsPanel } from './aadhaar-reveals-panel';
import { CreateUserDialog } from './create-user-dialog';
import { UserActionConfirm } from './user-action-confirm';
import type { PendingAction } from './user-action-confirm';
import { UserCard } from './user-card';
import type { UserHandlers } from './user-handlers';
import { UserPasswordDialog } from './user-password-dialog';
import { UserRow } from './user-row';

const COLUMNS = ['user', 'aadhaar', 'roleStatus', 'password', 'actions'] as const;

// 'All Users' (spec part 2 §2): a search box (name, e-mail, mobile; sent once typing pauses),
// a table on wide screens, cards on phones, a page at a time from the server.
export const UsersPage = () => {
  const { t } = useTranslation('admin');
  const { user: me } = useAuth();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const debounced = useDebouncedValue(search.trim(), 300);
  const users = useAdminUsers({
    page,
    limit: ADMIN_USERS_PAGE_SIZE,
    search: debounced || undefined,
  });
  const wide = useMediaQuery('(min-width: 1024px)');
  const [editingId, setEditingId] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [passwordId, setPasswordId] = useState<string | null>(null);
  const [aadhaarId, setAadhaarId] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingAction | null>(null);

  // Dialogs follow the list, so an upload or save inside them shows at once.
  const find = (id: string | null) => users.data?.users.find((user) => user.id === id) ?? null;

  const handlers = useMemo<UserHandlers>(
    () => ({
      onEdit: (user) => setEditingId(user.id),
      onCancelEdit: () => setEditingId(null),
      onPassword: (user) => setPasswordId(user.id),
      onAadhaar: (user) => setAadhaarId(user.id),
      onToggleBlock: (user) =>
        setPending({ kind: user.status === 'BLOCKED' ? 'unblock' : 'block', user }),
      onDelete: (user) => setPending({ kind: 'delete', user }),
    }),
    [],
  );

  const list = users.data?.users ?? [];
  return (
    <section>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('users.title')}</h1>
          {users.data && (
            <p className="mt-1 text-slate-600">
              {/* A search counts at most 100 past the page: "100+" until the last pages. */}
              {users.data.totalAtLeast
                ? t('users.countAtLeast', { count: users.data.total })
                : t('users.count', { count: users.data.total })}
            </p>
          )}
        </div>
        <Button onClick={() => setCreating(true)}>
          <UserPlus aria-hidden="true" className="size-5" />
          {t('users.addNew')}
        </Button>
      </div>

      <SearchBox
        className="mt-5 max-w-xl"
        label={t('users.search')}
        placeholder={t('users.searchPlaceholder')}
        value={search}
        onChange={(value) => {
          setSearch(value);
          setPage(1);
        }}
      />

      {users.isPending && <LoadingBlock label={t('users.loading')} className="min-h-[40vh]" />}
      {users.isError && (
        <LoadFailed
          className="mt-6"
          error={users.error}
          fallback={t('users.failed.load')}
          retryLabel={t('users.retry')}
          onRetry={() => void users.refetch()}
        />
      )}
      {users.data && list.length === 0 && (
        <p className="mt-6 rounded-2xl bg-slate-50 p-8 text-center text-slate-600">
          {debounced ? t('users.noMatch') : t('users.empty')}
        </p>
      )}
      {list.length > 0 &&
        (wide ? (
          <AdminTable
            className="mt-6"
            caption={t('users.title')}
            columns={COLUMNS.map((column) => t(`users.columns.${column}`))}
            minWidth="min-w-[900px]"
          >
            {list.map((user) => (
              <UserRow
                key={user.id}
                user={user}
                editing={editingId === user.id}
                isSelf={me?.id === user.id}
                handlers={handlers}
              />
            ))}
          </AdminTable>
        ) : (
          <ul className="mt-6 space-y-4" aria-label={t('users.title')}>
            {list.map((user) => (
              <UserCard
                key={user.id}
                user={user}
                editing={editingId === user.id}
                isSelf={me?.id === user.id}
                handlers={handlers}
              />
            ))}
          </ul>
        ))}

      <Pagination
        page={page}
        pages={users.data?.totalPages ?? 1}
        onPage={(next) => {
          setPage(next);
          window.scrollTo({ top: 0 });
        }}
      />

      <AadhaarRevealsPanel />

      <CreateUserDialog open={creating} onClose={() => setCreating(false)} />
      <UserPasswordDialog user={find(passwordId)} onClose={() => setPasswordId(null)} />
      <AadhaarImageDialog user={find(aadhaarId)} onClose={() => setAadhaarId(null)} />
      <UserActionConfirm pending={pending} onClose={() => setPending(null)} />
    </section>
  );
};
