import '@/features/admin-layout/i18n';
import { AdminLayout } from '@/features/admin-layout/components/admin-layout';

export const AdminLayoutRoute = () => <AdminLayout />;
