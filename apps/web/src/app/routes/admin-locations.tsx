import { LocationsPage } from '../../features/admin-locations/components/locations-page';

/** /admin/lokationen (guard "no objektPflege" by RequireAdminRoute). */
export function AdminLocationsRoute() {
  return <LocationsPage />;
}
