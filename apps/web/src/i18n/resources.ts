import deAccount from './de/account.json';
import deAdmin from './de/admin.json';
import deAdminAttributes from './de/admin-attributes.json';
import deAdminFleet from './de/admin-fleet.json';
import deAdminLocations from './de/admin-locations.json';
import deAdminOfficeLocker from './de/admin-office-locker.json';
import deAdminOpeningHours from './de/admin-opening-hours.json';
import deAdminSettings from './de/admin-settings.json';
import deAdminSpaces from './de/admin-spaces.json';
import deAdminSso from './de/admin-sso.json';
import deAdminUsers from './de/admin-users.json';
import deAuth from './de/auth.json';
import deCalendarFeed from './de/calendar-feed.json';
import deCommon from './de/common.json';
import deErrors from './de/errors.json';
import deFleet from './de/fleet.json';
import deFleetApprovals from './de/fleet-approvals.json';
import deFleetBooking from './de/fleet-booking.json';
import deFleetGuests from './de/fleet-guests.json';
import deFleetLicences from './de/fleet-licences.json';
import deFleetLogbook from './de/fleet-logbook.json';
import deFleetOverview from './de/fleet-overview.json';
import deFleetReports from './de/fleet-reports.json';
import deFleetTrip from './de/fleet-trip.json';
import deHome from './de/home.json';
import deKiosk from './de/kiosk.json';
import deLegal from './de/legal.json';
import deMailbox from './de/mailbox.json';
import deOfficeLocker from './de/office-locker.json';
import dePersonalSettings from './de/personal-settings.json';
import dePublicOccupancy from './de/public-occupancy.json';
import deSpaces from './de/spaces.json';
import deSpacesMap from './de/spaces-map.json';
import deUtilisation from './de/utilisation.json';
import enAccount from './en/account.json';
import enAdmin from './en/admin.json';
import enAdminAttributes from './en/admin-attributes.json';
import enAdminFleet from './en/admin-fleet.json';
import enAdminLocations from './en/admin-locations.json';
import enAdminOfficeLocker from './en/admin-office-locker.json';
import enAdminOpeningHours from './en/admin-opening-hours.json';
import enAdminSettings from './en/admin-settings.json';
import enAdminSpaces from './en/admin-spaces.json';
import enAdminSso from './en/admin-sso.json';
import enAdminUsers from './en/admin-users.json';
import enAuth from './en/auth.json';
import enCalendarFeed from './en/calendar-feed.json';
import enCommon from './en/common.json';
import enErrors from './en/errors.json';
import enFleet from './en/fleet.json';
import enFleetApprovals from './en/fleet-approvals.json';
import enFleetBooking from './en/fleet-booking.json';
import enFleetGuests from './en/fleet-guests.json';
import enFleetLicences from './en/fleet-licences.json';
import enFleetLogbook from './en/fleet-logbook.json';
import enFleetOverview from './en/fleet-overview.json';
import enFleetReports from './en/fleet-reports.json';
import enFleetTrip from './en/fleet-trip.json';
import enHome from './en/home.json';
import enKiosk from './en/kiosk.json';
import enLegal from './en/legal.json';
import enMailbox from './en/mailbox.json';
import enOfficeLocker from './en/office-locker.json';
import enPersonalSettings from './en/personal-settings.json';
import enPublicOccupancy from './en/public-occupancy.json';
import enSpaces from './en/spaces.json';
import enSpacesMap from './en/spaces-map.json';
import enUtilisation from './en/utilisation.json';

const de = {
  common: deCommon,
  auth: deAuth,
  account: deAccount,
  errors: deErrors,
  home: deHome,
  kiosk: deKiosk,
  legal: deLegal,
  mailbox: deMailbox,
  admin: deAdmin,
  adminUsers: deAdminUsers,
  adminSettings: deAdminSettings,
  adminSpaces: deAdminSpaces,
  adminSso: deAdminSso,
  adminLocations: deAdminLocations,
  adminOpeningHours: deAdminOpeningHours,
  adminFleet: deAdminFleet,
  utilisation: deUtilisation,
  personalSettings: dePersonalSettings,
  spaces: deSpaces,
  spacesMap: deSpacesMap,
  fleet: deFleet,
  fleetApprovals: deFleetApprovals,
  fleetLicences: deFleetLicences,
  adminAttributes: deAdminAttributes,
  fleetBooking: deFleetBooking,
  fleetOverview: deFleetOverview,
  fleetGuests: deFleetGuests,
  fleetLogbook: deFleetLogbook,
  fleetReports: deFleetReports,
  fleetTrip: deFleetTrip,
  officeLocker: deOfficeLocker,
  adminOfficeLocker: deAdminOfficeLocker,
  calendarFeed: deCalendarFeed,
  publicOccupancy: dePublicOccupancy,
};

// `satisfies` makes tsc reject an English file that misses a German key.
const en = {
  common: enCommon,
  auth: enAuth,
  account: enAccount,
  errors: enErrors,
  home: enHome,
  kiosk: enKiosk,
  legal: enLegal,
  mailbox: enMailbox,
  admin: enAdmin,
  adminUsers: enAdminUsers,
  adminSettings: enAdminSettings,
  adminSpaces: enAdminSpaces,
  adminSso: enAdminSso,
  adminLocations: enAdminLocations,
  adminOpeningHours: enAdminOpeningHours,
  adminFleet: enAdminFleet,
  utilisation: enUtilisation,
  personalSettings: enPersonalSettings,
  spaces: enSpaces,
  spacesMap: enSpacesMap,
  fleet: enFleet,
  fleetApprovals: enFleetApprovals,
  fleetLicences: enFleetLicences,
  adminAttributes: enAdminAttributes,
  fleetBooking: enFleetBooking,
  fleetOverview: enFleetOverview,
  fleetGuests: enFleetGuests,
  fleetLogbook: enFleetLogbook,
  fleetReports: enFleetReports,
  fleetTrip: enFleetTrip,
  officeLocker: enOfficeLocker,
  adminOfficeLocker: enAdminOfficeLocker,
  calendarFeed: enCalendarFeed,
  publicOccupancy: enPublicOccupancy,
} satisfies typeof de;

export const resources = { de, en };

export const namespaces = Object.keys(de) as Array<keyof typeof de>;
