import { RouterProvider } from 'react-router-dom';
import { AppProvider } from './provider';
import type { AppRouter } from './router';

export const App = ({ router }: { router: AppRouter }) => (
  <AppProvider router={router}>
    <RouterProvider router={router} />
  </AppProvider>
);
