import { PublicOccupancyPage } from '../../features/public-occupancy/components/public-occupancy-page';

/** /public and /public/{tenantKey} (ADR 0016): no sign-in, public layout, may be framed. */
export function PublicOccupancyRoute() {
  return <PublicOccupancyPage />;
}
