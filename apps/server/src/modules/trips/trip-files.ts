import { canActOnTrip } from '@buchbar/domain/fleet/trip-flow';
import type { Db } from '../../platform/database/database';
import { tripFileBooking } from './trips.repository';

/** Trip files are named `trip-<bookingId>-<uuid>.<ext>` by the trip upload (trips.service.ts). */
const TRIP_FILE = /^trip-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-/;

/**
 * Who may download a trip file (damage photo, receipt) of the tenant's vehicles bucket: fleet
 * care (fahrzeug_pflege, who read the history), and whoever may act on that trip — the driver
 * who uploaded it, for a guest trip the staff member who booked. Everyone else of the tenant gets
 * 404, as for a file that does not exist. Files not named as trip files are not judged here.
 */
export function tripFileReadGuard(db: Db) {
  return async (
    viewer: { tenantId: string; userId: string | null; permissions: readonly string[] },
    fileName: string,
  ): Promise<boolean | undefined> => {
    const match = TRIP_FILE.exec(fileName);
    if (!match?.[1]) return undefined;
    const isFleetManager = viewer.permissions.includes('fahrzeug_pflege');
    if (isFleetManager) return true;
    if (!viewer.userId) return false;
    const booking = await tripFileBooking(db, viewer.tenantId, match[1]);
    if (!booking) return false;
    return canActOnTrip(
      { userId: viewer.userId, isFleetManager },
      {
        driverId: booking.driverId,
        bookerId: booking.bookerId,
        guest: booking.guestName ? { confirmed: true } : null,
      },
    );
  };
}
