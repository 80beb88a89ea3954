/** Front door of the health probes (`/healthz`, `/readyz`). */
export { registerHealthRoutes } from './health.routes';
