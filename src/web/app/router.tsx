import { createBrowserRouter, Outlet, ScrollRestoration } from 'react-router';
import { FullPageSpinner } from '../components/full-page-spinner';
import { PublicOnlyRoute, RequireAdmin, RequireAuth } from './route-guards';
import { RouteErrorPage } from './route-error-page';

function RootRoute() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

// Each screen is its own chunk, so the first load carries only the router, the guards and the toaster.
export const router = createBrowserRouter([
  {
    Component: RootRoute,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: FullPageSpinner,
    children: [
      {
        Component: PublicOnlyRoute,
        children: [
          { path: 'auth', lazy: () => import('../pages/auth/auth-page').then((m) => ({ Component: m.AuthPage })) },
        ],
      },
      {
        path: 'forgot-password',
        lazy: () => import('../pages/forgot-password-page').then((m) => ({ Component: m.ForgotPasswordPage })),
      },
      {
        path: 'reset-password',
        lazy: () => import('../pages/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })),
      },
      // Public: the emailed link may be opened where nobody is signed in.
      {
        path: 'verify-email',
        lazy: () => import('../pages/verify-email-page').then((m) => ({ Component: m.VerifyEmailPage })),
      },
      {
        Component: RequireAuth,
        children: [
          {
            lazy: () => import('./app-layout').then((m) => ({ Component: m.AppLayout })),
            children: [
              { index: true, lazy: () => import('../pages/dashboard-page').then((m) => ({ Component: m.DashboardPage })) },
              {
                path: 'submit',
                lazy: () => import('../pages/new-submission-page').then((m) => ({ Component: m.NewSubmissionPage })),
              },
              { path: 'review/:id?', lazy: () => import('../pages/review-page').then((m) => ({ Component: m.ReviewPage })) },
              {
                path: 'submissions/:id',
                lazy: () => import('../pages/review-page').then((m) => ({ Component: m.ReviewPage })),
              },
              {
                path: 'submissions/:id/compare',
                lazy: () => import('../pages/compare-versions-page').then((m) => ({ Component: m.CompareVersionsPage })),
              },
              {
                path: 'calendar',
                lazy: () => import('../pages/calendar-page').then((m) => ({ Component: m.CalendarPage })),
              },
              {
                path: 'audit',
                lazy: () => import('../pages/audit-trail/audit-trail-page').then((m) => ({ Component: m.AuditTrailPage })),
              },
              {
                path: 'analytics',
                lazy: () => import('../pages/analytics-page').then((m) => ({ Component: m.AnalyticsPage })),
              },
              {
                path: 'policies',
                lazy: () => import('../pages/policies-page').then((m) => ({ Component: m.PoliciesPage })),
              },
              {
                path: 'change-password',
                lazy: () => import('../pages/change-password-page').then((m) => ({ Component: m.ChangePasswordPage })),
              },
              {
                path: 'settings',
                lazy: () => import('../pages/settings-page').then((m) => ({ Component: m.SettingsPage })),
              },
              {
                Component: RequireAdmin,
                children: [
                  { path: 'users', lazy: () => import('../pages/users-page').then((m) => ({ Component: m.UsersPage })) },
                  {
                    path: 'admin/creative-upload',
                    lazy: () => import('../pages/creative-upload-page').then((m) => ({ Component: m.CreativeUploadPage })),
                  },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', lazy: () => import('../pages/not-found-page').then((m) => ({ Component: m.NotFoundPage })) },
    ],
  },
]);
