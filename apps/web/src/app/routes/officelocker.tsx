import { OfficeLockerPage } from '../../features/office-locker/components/office-locker-page';

/** /officelocker?token=… in the kiosk layout (no header, no sign-in): the key hand-over terminal. */
export function OfficeLockerRoute() {
  return <OfficeLockerPage />;
}
