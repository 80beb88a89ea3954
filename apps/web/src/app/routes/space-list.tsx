import { SpaceListPage } from '../../features/spaces/components/space-list-page';

/** `/lesesaal/liste`, `/arbeitswelt/liste`: the product comes from the path. */
export function SpaceListRoute() {
  return <SpaceListPage />;
}
