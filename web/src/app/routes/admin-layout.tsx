import { AdminLayout } from '@/features/admin-layout/components/admin-layout';

export const AdminLayoutRoute = () => <AdminLayout />;
