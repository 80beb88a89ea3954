import { SPACE_PRODUCTS } from '@buchbar/domain/space-products';
import { createBrowserRouter, Navigate } from 'react-router';
import { RequireAdminRoute } from './guards/require-admin-route';
import { RequireAuth } from './guards/require-auth';
import { RequirePlatformAdmin } from './guards/require-platform-admin';
import { BaseLayout } from './layouts/base-layout';
import { KioskLayout } from './layouts/kiosk-layout';
import { LoginLayout } from './layouts/login-layout';
import { lazyPage } from './lazy-page';
import { RouteErrorPage } from './route-error-page';
import { FleetLayoutRoute } from './routes/fleet-layout';
// The first screen after sign-in ("/" and the vehicle list it leads to, spec 2) is part of the
// entry chunk: one file compresses ~20 KB better than the dozens of shared chunks it was split into
// (issue 14). Every other page is its own lazily loaded chunk.
import { HomeRoute as HomePage } from './routes/home';
import { SpaceLayoutRoute } from './routes/space-layout';
import { VehicleListRoute as VehicleListPage } from './routes/vehicle-list';

const LoginPage = lazyPage(() => import('./routes/login'), 'LoginRoute');
const LogoutPage = lazyPage(() => import('./routes/logout'), 'LogoutRoute');
const RecoveryPage = lazyPage(() => import('./routes/auth-recovery'), 'AuthRecoveryRoute');
const ConfirmPage = lazyPage(() => import('./routes/auth-confirm'), 'AuthConfirmRoute');
const AccountPage = lazyPage(() => import('./routes/account'), 'AccountRoute');
const LoadingPage = lazyPage(() => import('./routes/loading'), 'LoadingRoute');
const PrivacyPage = lazyPage(() => import('./routes/privacy'), 'PrivacyRoute');
const ImprintPage = lazyPage(() => import('./routes/imprint'), 'ImprintRoute');
const MailboxPage = lazyPage(() => import('./routes/admin-mailbox'), 'AdminMailboxRoute');
const AdminOverviewPage = lazyPage(() => import('./routes/admin-overview'), 'AdminOverviewRoute');
const AdminUsersPage = lazyPage(() => import('./routes/admin-users'), 'AdminUsersRoute');
const AdminRolesPage = lazyPage(() => import('./routes/admin-roles'), 'AdminRolesRoute');
const AdminGroupsPage = lazyPage(() => import('./routes/admin-groups'), 'AdminGroupsRoute');
const AdminTenantsPage = lazyPage(() => import('./routes/admin-tenants'), 'AdminTenantsRoute');
const AdminSettingsPage = lazyPage(() => import('./routes/admin-settings'), 'AdminSettingsRoute');
const AdminGroupSettingsPage = lazyPage(
  () => import('./routes/admin-group-settings'),
  'AdminGroupSettingsRoute',
);
const AdminAuditPage = lazyPage(() => import('./routes/admin-audit'), 'AdminAuditRoute');
const KioskPage = lazyPage(() => import('./routes/kiosk'), 'KioskRoute');
const OfficeLockerPage = lazyPage(() => import('./routes/officelocker'), 'OfficeLockerRoute');
const AdminRoomsPage = lazyPage(() => import('./routes/admin-rooms'), 'AdminRoomsRoute');
const AdminLocationsPage = lazyPage(() => import('./routes/admin-locations'), 'AdminLocationsRoute');
const AdminOpeningHoursPage = lazyPage(
  () => import('./routes/admin-opening-hours'),
  'AdminOpeningHoursRoute',
);
const AdminFleetPage = lazyPage(() => import('./routes/admin-fleet'), 'AdminFleetRoute');
const AdminVehiclePage = lazyPage(() => import('./routes/admin-fleet'), 'AdminVehicleRoute');
const AdminObjectAttributesPage = lazyPage(
  () => import('./routes/admin-object-attributes'),
  'AdminObjectAttributesRoute',
);
const FleetApprovalsPage = lazyPage(() => import('./routes/fleet-approvals'), 'FleetApprovalsRoute');
const FleetLicencesPage = lazyPage(() => import('./routes/fleet-licences'), 'FleetLicencesRoute');
const FleetOverviewPage = lazyPage(() => import('./routes/fleet-overview'), 'FleetOverviewRoute');
const FleetLogbookPage = lazyPage(() => import('./routes/fleet-logbook'), 'FleetLogbookRoute');
const FleetReportsPage = lazyPage(() => import('./routes/fleet-reports'), 'FleetReportsRoute');
const UtilisationPage = lazyPage(() => import('./routes/utilisation'), 'UtilisationRoute');
const EvaluationPage = lazyPage(() => import('./routes/evaluation'), 'EvaluationRoute');
const VehicleDetailPage = lazyPage(() => import('./routes/vehicle-detail'), 'VehicleDetailRoute');
const NotFoundPage = lazyPage(() => import('./routes/not-found'), 'NotFoundRoute');
const SpaceMapPage = lazyPage(() => import('./routes/space-map'), 'SpaceMapRoute');
const SpaceListPage = lazyPage(() => import('./routes/space-list'), 'SpaceListRoute');
const SpacePasswordPage = lazyPage(() => import('./routes/space-password'), 'SpacePasswordRoute');
const GuestBookingPage = lazyPage(() => import('./routes/guest-booking'), 'GuestBookingRoute');
// Not part of the signed-in app's first screen: the layout loads with the page (issue 14 budget).
const PublicLayout = lazyPage(() => import('./layouts/public-layout'), 'PublicLayout');
const PublicOccupancyPage = lazyPage(() => import('./routes/public-occupancy'), 'PublicOccupancyRoute');
const PublicErrorPage = lazyPage(() => import('./routes/public-occupancy'), 'PublicErrorRoute');

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
                  { path: 'konto', element: <AccountPage /> },
                  { path: 'auslastung', element: <UtilisationPage /> },
                  // Spec 2 menu "evaluation" (issue 14 point 8): occupancy, peak times, no-shows per plan.
                  { path: 'auswertung', element: <EvaluationPage /> },
                  // Issue 11 point 8: the fleet overview, full width (no trip sidebar).
                  { path: 'fahrzeuge/uebersicht', element: <FleetOverviewPage /> },
                  {
                    // Spec 5 guards for every admin page (403 page with the guard's message).
                    path: 'admin',
                    element: <RequireAdminRoute />,
                    children: [
                      { index: true, element: <AdminOverviewPage /> },
                      { path: 'benutzer', element: <AdminUsersPage /> },
                      { path: 'rollen', element: <AdminRolesPage /> },
                      { path: 'gruppen', element: <AdminGroupsPage /> },
                      { path: 'einstellungen', element: <AdminSettingsPage /> },
                      { path: 'gruppeneinstellungen', element: <AdminGroupSettingsPage /> },
                      { path: 'protokoll', element: <AdminAuditPage /> },
                      { path: 'raeume', element: <AdminRoomsPage /> },
                      { path: 'lokationen', element: <AdminLocationsPage /> },
                      { path: 'oeffnungszeiten', element: <AdminOpeningHoursPage /> },
                      { path: 'fahrzeuge', element: <AdminFleetPage /> },
                      { path: 'fahrzeuge/:vehicleId', element: <AdminVehiclePage /> },
                      { path: 'objektattribute', element: <AdminObjectAttributesPage /> },
                      {
                        element: <RequirePlatformAdmin />,
                        children: [
                          { path: 'mandanten', element: <AdminTenantsPage /> },
                          { path: 'postfach', element: <MailboxPage /> },
                        ],
                      },
                      { path: '*', element: <NotFoundPage /> },
                    ],
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
        // Spec 2: the reading-room and work-place sidebar layouts; /{product} opens the map.
        element: <SpaceLayoutRoute />,
        children: [
          {
            errorElement: <RouteErrorPage />,
            children: [
              {
                element: <RequireAuth />,
                children: SPACE_PRODUCTS.flatMap((product) => [
                  { path: product, element: <Navigate to={`/${product}/karte`} replace /> },
                  { path: `${product}/karte`, element: <SpaceMapPage /> },
                  { path: `${product}/liste`, element: <SpaceListPage /> },
                  // Spec 2 "/{product}/passwort": the password change inside the product (ADR 0016).
                  { path: `${product}/passwort`, element: <SpacePasswordPage /> },
                ]),
              },
            ],
          },
        ],
      },
      {
        // Issue 10: the vehicles sidebar layout (trip overview) around the list, a vehicle's page
        // and the approvals.
        element: <FleetLayoutRoute />,
        children: [
          {
            errorElement: <RouteErrorPage />,
            children: [
              {
                element: <RequireAuth />,
                children: [
                  { path: 'fahrzeuge', element: <VehicleListPage /> },
                  { path: 'fahrzeuge/freigaben', element: <FleetApprovalsPage /> },
                  // Issue 12: the logbook (report holders: every vehicle; everyone: own trips).
                  { path: 'fahrzeuge/fahrtenbuch', element: <FleetLogbookPage /> },
                  // Issue 13 point 5: the periodic logbook reports and one report (report holders).
                  { path: 'fahrzeuge/berichte/:reportId?', element: <FleetReportsPage /> },
                  { path: 'fahrzeuge/fuehrerschein', element: <FleetLicencesPage /> },
                  { path: 'fahrzeuge/:vehicleId', element: <VehicleDetailPage /> },
                ],
              },
            ],
          },
        ],
      },
      {
        element: <LoginLayout />,
        children: [
          { path: 'login', element: <LoginPage /> },
          { path: 'logout', element: <LogoutPage /> },
          { path: 'auth/recovery', element: <RecoveryPage /> },
          { path: 'auth/confirm', element: <ConfirmPage /> },
        ],
      },
      {
        // ADR 0016: live occupancy without sign-in; the only pages other sites may frame. The
        // guest's link (issue 11 point 6) too: a guest is no staff member, so no main menu and no
        // "Anmelden" (issue 22 point 10); the server still refuses to let it be framed.
        element: <PublicLayout />,
        children: [
          {
            errorElement: <PublicErrorPage />,
            children: [
              { path: 'public', element: <PublicOccupancyPage /> },
              { path: 'public/:tenantKey', element: <PublicOccupancyPage /> },
              { path: 'pub/fahrzeugbuchungstorno', element: <GuestBookingPage /> },
            ],
          },
        ],
      },
      {
        element: <KioskLayout />,
        children: [
          { path: 'kiosk', element: <KioskPage /> },
          { path: 'officelocker', element: <OfficeLockerPage /> },
          { path: 'ladebildschirm', element: <LoadingPage /> },
        ],
      },
    ],
  },
]);
