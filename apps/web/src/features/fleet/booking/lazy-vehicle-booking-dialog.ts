import { lazyDialog } from '@/components/lazy-dialog';
import type { VehicleBookingDialogProps } from './vehicle-booking-dialog';

/** The booking dialog, loaded when a vehicle is first chosen (the list and sidebar are the first screen). */
export const LazyVehicleBookingDialog = lazyDialog<VehicleBookingDialogProps>(
  () => import('./vehicle-booking-dialog').then((module) => module.VehicleBookingDialog),
  (props) => props.vehicle !== null,
);
