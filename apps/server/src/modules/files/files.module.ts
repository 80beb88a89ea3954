/**
 * Front door of the files context (uploads and downloads of tenant files): the only file other
 * modules and the composition root import.
 */
export { registerFileRoutes } from './files.routes';
export { FilesService, type FileViewer, TenantFileStore } from './files.service';
export { registerTenantLogoRoutes } from './tenant-logo.routes';
export { MAIL_LOGO_MAX_BYTES, type TenantLogo, TenantLogoService } from './tenant-logo.service';
