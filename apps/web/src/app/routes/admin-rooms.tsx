import { RoomsPage } from '../../features/admin-spaces/components/rooms-page';

/** /admin/raeume (guard "no ausstattung" by RequireAdminRoute; the heading sets the title). */
export function AdminRoomsRoute() {
  return <RoomsPage />;
}
