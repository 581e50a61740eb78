import { createBrowserRouter } from 'react-router-dom';
import { LoadingScreen } from '../components/layouts/loading-screen';
import { MainLayout } from '../components/layouts/main-layout';
import { paths } from '../config/paths';
import { ProtectedRoute } from '../lib/auth/protected-route';
import { RouteError } from './routes/route-error';

// Each screen is its own chunk so that a phone downloads only the page it opens.
// A new screen: add its path to config/paths.ts, a file in ./routes exporting the
// component, and an entry below (inside ProtectedRoute when it needs a signed-in user,
// with `roles` when only some roles may open it).
export const router = createBrowserRouter([
  {
    path: paths.home.path,
    element: <MainLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <LoadingScreen />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import('./routes/home')).HomeRoute }),
          },
          {
            path: paths.about.path,
            lazy: async () => ({ Component: (await import('./routes/about')).AboutRoute }),
          },
          {
            path: paths.privacyPolicy.path,
            lazy: async () => ({
              Component: (await import('./routes/privacy-policy')).PrivacyPolicyRoute,
            }),
          },
          {
            path: paths.termsOfService.path,
            lazy: async () => ({
              Component: (await import('./routes/terms-of-service')).TermsOfServiceRoute,
            }),
          },
          {
            path: paths.cookiesPolicy.path,
            lazy: async () => ({
              Component: (await import('./routes/cookies-policy')).CookiesPolicyRoute,
            }),
          },
          {
            element: <ProtectedRoute />,
            children: [
              {
                path: paths.dashboard.path,
                lazy: async () => ({
                  Component: (await import('./routes/dashboard')).DashboardRoute,
                }),
              },
            ],
          },
          {
            path: '*',
            lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }),
          },
        ],
      },
    ],
  },
]);

export type AppRouter = typeof router;
