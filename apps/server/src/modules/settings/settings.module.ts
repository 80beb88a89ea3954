/**
 * Front door of the settings context (features, options, layered values): the only file other
 * modules and the composition root import.
 */

export { registerSettingsRoutes } from './settings.routes';
export { type SettingReferenceCheck, SettingsService } from './settings.service';
export {
  readSessionLifetimes,
  readTenantSettings,
  readUserSettings,
  tenantValueWriter,
} from './settings-readers';
