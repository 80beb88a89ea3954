import { AttributesPage } from '../../features/admin-attributes/components/attributes-page';

/** /admin/objektattribute (fahrzeug_pflege, checked by RequireAdminRoute like the API requires). */
export function AdminObjectAttributesRoute() {
  return <AttributesPage />;
}
