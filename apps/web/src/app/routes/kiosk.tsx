import { KioskPage } from '../../features/kiosk/components/kiosk-page';

/** /kiosk?token=… in the kiosk layout (no header, no sign-in); the page sets its own title. */
export function KioskRoute() {
  return <KioskPage />;
}
