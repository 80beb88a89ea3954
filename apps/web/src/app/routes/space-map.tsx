import { SpaceMapPage } from '../../features/spaces/components/space-map-page';

/** `/lesesaal/karte`, `/arbeitswelt/karte`: the product comes from the path. */
export function SpaceMapRoute() {
  return <SpaceMapPage />;
}
