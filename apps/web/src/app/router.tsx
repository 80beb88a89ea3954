import { createBrowserRouter } from 'react-router';
import { RequireAuth } from './guards/require-auth';
import { RequirePlatformAdmin } from './guards/require-platform-admin';
import { BaseLayout } from './layouts/base-layout';
import { KioskLayout } from './layouts/kiosk-layout';
import { LoginLayout } from './layouts/login-layout';
import { lazyPage } from './lazy-page';
import { RouteErrorPage } from './route-error-page';

const HomePage = lazyPage(() => import('./routes/home'), 'HomeRoute');
const LoginPage = lazyPage(() => import('./routes/login'), 'LoginRoute');
const LogoutPage = lazyPage(() => import('./routes/logout'), 'LogoutRoute');
const LoadingPage = lazyPage(() => import('./routes/loading'), 'LoadingRoute');
const PrivacyPage = lazyPage(() => import('./routes/privacy'), 'PrivacyRoute');
const ImprintPage = lazyPage(() => import('./routes/imprint'), 'ImprintRoute');
const MailboxPage = lazyPage(() => import('./routes/admin-mailbox'), 'AdminMailboxRoute');
const KioskPage = lazyPage(() => import('./routes/kiosk'), 'KioskRoute');
const NotFoundPage = lazyPage(() => import('./routes/not-found'), 'NotFoundRoute');

/**
 * Routes of spec section 2 built so far. Errors inside the base layout keep header and footer
 * (inner errorElement); the outer one catches failures of the layouts themselves.
 */
export const router = createBrowserRouter([
  {
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <BaseLayout />,
        children: [
          {
            errorElement: <RouteErrorPage />,
            children: [
              {
                element: <RequireAuth />,
                children: [
                  { index: true, element: <HomePage /> },
                  {
                    path: 'admin/postfach',
                    element: <RequirePlatformAdmin />,
                    children: [{ index: true, element: <MailboxPage /> }],
                  },
                ],
              },
              { path: 'datenschutz', element: <PrivacyPage /> },
              { path: 'impressum', element: <ImprintPage /> },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
      {
        element: <LoginLayout />,
        children: [
          { path: 'login', element: <LoginPage /> },
          { path: 'logout', element: <LogoutPage /> },
        ],
      },
      {
        element: <KioskLayout />,
        children: [
          { path: 'kiosk', element: <KioskPage /> },
          { path: 'ladebildschirm', element: <LoadingPage /> },
        ],
      },
    ],
  },
]);
