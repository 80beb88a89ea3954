import { LogbookPage } from '../../features/fleet-logbook/components/logbook-page';
import { useMe } from '../../lib/session';

/**
 * /fahrzeuge/fahrtenbuch (issue 12): holders of fahrzeug_logbuch_report read every vehicle's
 * logbook; everyone else sees and completes their own trips there (the server decides either way).
 */
export function FleetLogbookRoute() {
  const { data: me } = useMe();
  return <LogbookPage canReport={me?.permissions.includes('fahrzeug_logbuch_report') ?? false} />;
}
