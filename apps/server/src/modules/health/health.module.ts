/** Front door of the health probes (`/healthz`, `/readyz`). */
export { type InstanceReadiness, registerHealthRoutes } from './health.routes';
