import { AdminOverviewPage } from '../../features/admin-overview/components/admin-overview-page';

/** The page sets its own document title through PageHeading. */
export function AdminOverviewRoute() {
  return <AdminOverviewPage />;
}
