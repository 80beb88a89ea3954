import type {
  StartTimeProposal as StartTimeProposalSchema,
  VehicleBookingInput as VehicleBookingInputSchema,
  VehicleBooking as VehicleBookingSchema,
  VehicleBookingUpdate as VehicleBookingUpdateSchema,
  VehicleDriver as VehicleDriverSchema,
  Vehicle as VehicleSchema,
  VehicleTimelineEntry as VehicleTimelineEntrySchema,
} from '@buchbar/contracts/fleet';
import type { z } from 'zod';

export type Vehicle = z.infer<typeof VehicleSchema>;
export type VehicleBooking = z.infer<typeof VehicleBookingSchema>;
export type VehicleBookingBody = z.input<typeof VehicleBookingInputSchema>;
export type VehicleBookingChange = z.input<typeof VehicleBookingUpdateSchema>;
export type StartTimeProposal = z.infer<typeof StartTimeProposalSchema>;
export type VehicleDriver = z.infer<typeof VehicleDriverSchema>;
export type VehicleTimelineEntry = z.infer<typeof VehicleTimelineEntrySchema>;
