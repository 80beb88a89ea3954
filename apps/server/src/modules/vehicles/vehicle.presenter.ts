import type { Vehicle } from '@buchbar/contracts/fleet';
import type { z } from 'zod';
import type { VehicleRecord } from './vehicles.repository';

/** A stored vehicle as the API shows it (times of day as HH:mm, instants as ISO strings). */
export function presentVehicle(r: VehicleRecord): z.infer<typeof Vehicle> {
  const v = r.vehicle;
  return {
    id: v.id,
    locationId: v.locationId,
    locationName: r.locationName,
    validFrom: v.validFrom,
    validTo: v.validTo,
    category: v.category,
    make: v.make,
    model: v.model,
    licencePlate: v.licencePlate,
    fuelType: v.fuelType,
    powerKw: v.powerKw,
    gearbox: v.gearbox,
    trunkLitres: v.trunkLitres,
    seats: v.seats,
    doors: v.doors,
    colour: v.colour,
    requiredLicenceClass: v.requiredLicenceClass,
    airConditioning: v.airConditioning,
    navigation: v.navigation,
    cruiseControl: v.cruiseControl,
    seatHeating: v.seatHeating,
    imageFile: v.imageFile,
    guestBookable: v.guestBookable,
    bookingWeekdays: [...v.bookingWeekdays].sort((a, b) => a - b),
    bookingFrom: v.bookingFrom?.slice(0, 5) ?? null,
    bookingTo: v.bookingTo?.slice(0, 5) ?? null,
    bookingOutsideAllowed: v.bookingOutsideAllowed,
    departmentIds: r.departmentIds,
    attributes: r.attributes,
    active: v.active,
    deactivatedAt: v.deactivatedAt?.toISOString() ?? null,
    createdAt: v.createdAt.toISOString(),
    updatedAt: v.updatedAt.toISOString(),
  };
}

export const vehicleName = (v: { make: string; model: string; licencePlate: string }) =>
  `${v.make} ${v.model} (${v.licencePlate})`;
