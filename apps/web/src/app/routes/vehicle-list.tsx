import { VehicleListPage } from '../../features/fleet/list/vehicle-list-page';

export function VehicleListRoute() {
  return <VehicleListPage />;
}
