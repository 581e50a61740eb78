import { lazy } from 'react';
import type { RouteObject, createBrowserRouter } from 'react-router-dom';
import { LoadingScreen } from '../components/layouts/loading-screen';
import { MainLayout } from '../components/layouts/main-layout';
import { paths } from '../config/paths';
import { AdminNotificationBell } from '../features/notifications/components/admin-notification-bell';
import { ProtectedRoute } from '../lib/auth/protected-route';
import { i18n, languageChosen, loadLanguage } from '../lib/i18n';
import { RouteError } from './routes/route-error';
import { AfterHydration } from '@/components/after-hydration';
import { UserHeaderActions } from './user-header-actions';

// The floating help button comes after the page has hydrated, in a chunk of its own.
const HelpButton = lazy(async () => ({
  default: (await import('../features/inquiries/components/help-button')).HelpButton,
}));

// Each screen is its own chunk so that a phone downloads only the page it opens.
// A new screen: add its path to config/paths.ts, a file in ./routes exporting the
// component, and an entry below (inside ProtectedRoute when it needs a signed-in user,
// with `roles` when only some roles may open it).
// The routes, not a router: the browser makes one (main.tsx), the gateway's server render another
// (entry-server.tsx).
export const routes: RouteObject[] = [
  {
    path: paths.home.path,
    element: (
      <MainLayout
        headerActions={
          <>
            <AdminNotificationBell />
            <UserHeaderActions />
          </>
        }
        floating={
          <AfterHydration>
            <HelpButton />
          </AfterHydration>
        }
      />
    ),
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
            // About opens in Hindi (part 1 §2) unless the visitor chose a language; the whole
            // page switches, before it renders, so header, body and footer agree (issue 8).
            lazy: async () => {
              const [{ AboutRoute }] = await Promise.all([
                import('./routes/about'),
                loadLanguage('hi'),
              ]);
              if (!languageChosen()) await i18n.changeLanguage('hi');
              return { Component: AboutRoute };
            },
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
            path: paths.login.path,
            lazy: async () => ({ Component: (await import('./routes/login')).LoginRoute }),
          },
          {
            path: paths.signup.path,
            lazy: async () => ({ Component: (await import('./routes/signup')).SignupRoute }),
          },
          {
            path: paths.dealerSignup.path,
            lazy: async () => ({
              Component: (await import('./routes/dealer-signup')).DealerSignupRoute,
            }),
          },
          {
            path: paths.properties.path,
            lazy: async () => ({
              Component: (await import('./routes/properties')).PropertiesRoute,
            }),
          },
          {
            path: paths.property.path,
            lazy: async () => ({
              Component: (await import('./routes/property-detail')).PropertyDetailRoute,
            }),
          },
          // City, type and locality pages (issue 28), one chunk for the three deals.
          ...(['rent', 'buy', 'lease'] as const).flatMap((deal) =>
            [`/${deal}/:city`, `/${deal}/:city/:place`].map((path) => ({
              path,
              lazy: async () => ({
                Component: (await import('./routes/place')).placeRoute(deal),
              }),
            })),
          ),
          {
            path: paths.listPropertyQuick.path,
            lazy: async () => ({
              Component: (await import('./routes/list-property-quick')).QuickListingRoute,
            }),
          },
          {
            element: <ProtectedRoute />,
            children: [
              {
                path: paths.profile.path,
                lazy: async () => ({ Component: (await import('./routes/profile')).ProfileRoute }),
              },
              {
                path: paths.dashboard.path,
                lazy: async () => ({
                  Component: (await import('./routes/dashboard')).DashboardRoute,
                }),
              },
              {
                path: paths.listProperty.path,
                lazy: async () => ({
                  Component: (await import('./routes/list-property')).ListPropertyRoute,
                }),
              },
              {
                path: paths.sell.path,
                lazy: async () => ({
                  Component: (await import('./routes/list-property')).ListPropertyRoute,
                }),
              },
              {
                path: paths.becomeDealer.path,
                lazy: async () => ({
                  Component: (await import('./routes/become-dealer')).BecomeDealerRoute,
                }),
              },
              {
                path: paths.commissions.path,
                lazy: async () => ({
                  Component: (await import('./routes/commissions')).CommissionsRoute,
                }),
              },
              {
                path: paths.myProperties.path,
                lazy: async () => ({
                  Component: (await import('./routes/my-properties')).MyPropertiesRoute,
                }),
              },
              {
                path: paths.notifications.path,
                lazy: async () => ({
                  Component: (await import('./routes/notifications')).NotificationsRoute,
                }),
              },
              {
                path: paths.shortlist.path,
                lazy: async () => ({
                  Component: (await import('./routes/shortlist')).ShortlistRoute,
                }),
              },
              {
                path: paths.leads.path,
                lazy: async () => ({ Component: (await import('./routes/leads')).LeadsRoute }),
              },
              {
                path: paths.savedSearches.path,
                lazy: async () => ({
                  Component: (await import('./routes/shortlist')).SavedSearchesRoute,
                }),
              },
            ],
          },
          {
            element: <ProtectedRoute roles={['ADMIN']} />,
            children: [
              {
                // Admin sections render inside the admin layout; a new section is a child here.
                path: paths.admin.path,
                lazy: async () => ({
                  Component: (await import('./routes/admin-layout')).AdminLayoutRoute,
                }),
                children: [
                  {
                    index: true,
                    lazy: async () => ({ Component: (await import('./routes/admin')).AdminRoute }),
                  },
                  {
                    path: paths.adminProperties.path,
                    lazy: async () => ({
                      Component: (await import('./routes/admin-properties')).AdminPropertiesRoute,
                    }),
                  },
                  {
                    path: paths.adminBookings.path,
                    lazy: async () => ({
                      Component: (await import('./routes/admin-bookings')).AdminBookingsRoute,
                    }),
                  },
                  {
                    path: paths.adminUsers.path,
                    lazy: async () => ({
                      Component: (await import('./routes/admin-users')).AdminUsersRoute,
                    }),
                  },
                  {
                    path: paths.adminDealerRequests.path,
                    lazy: async () => ({
                      Component: (await import('./routes/admin-dealer-requests'))
                        .AdminDealerRequestsRoute,
                    }),
                  },
                  {
                    path: paths.adminDealerTree.path,
                    lazy: async () => ({
                      Component: (await import('./routes/admin-dealer-tree')).AdminDealerTreeRoute,
                    }),
                  },
                  {
                    path: paths.adminNotifications.path,
                    lazy: async () => ({
                      Component: (await import('./routes/admin-notifications'))
                        .AdminNotificationsRoute,
                    }),
                  },
                  {
                    path: paths.adminInquiries.path,
                    lazy: async () => ({
                      Component: (await import('./routes/admin-inquiries')).AdminInquiriesRoute,
                    }),
                  },
                  {
                    path: paths.adminIntegrations.path,
                    lazy: async () => ({
                      Component: (await import('./routes/admin-integrations'))
                        .AdminIntegrationsRoute,
                    }),
                  },
                  {
                    path: paths.adminPayments.path,
                    lazy: async () => ({
                      Component: (await import('./routes/admin-payments')).AdminPaymentsRoute,
                    }),
                  },
                  {
                    path: paths.adminSettings.path,
                    lazy: async () => ({
                      Component: (await import('./routes/admin-settings')).AdminSettingsRoute,
                    }),
                  },
                  {
                    path: paths.adminDeadLetters.path,
                    lazy: async () => ({
                      Component: (await import('./routes/admin-dead-letters'))
                        .AdminDeadLettersRoute,
                    }),
                  },
                ],
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
];

export type AppRouter = ReturnType<typeof createBrowserRouter>;
