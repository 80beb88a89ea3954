import { ErrorBody } from '@buchbar/contracts/common';
import { Me } from '@buchbar/contracts/identity';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/database/database';
import { unauthenticated } from '../../platform/http/app-error';
import type { Authorizer } from '../access/access.module';
import type { SettingsService } from '../settings/settings.module';
import { findProfile } from './identity.repository';

/** Everything the web loads after sign-in (spec 4 load order): user, tenant, department, permissions, settings. */
export function registerMeRoutes(
  app: FastifyInstance,
  deps: { db: Db; authz: Authorizer; settings: SettingsService },
) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/v1/me',
      { schema: { tags: ['identity'], response: { 200: Me, 401: ErrorBody, 403: ErrorBody } } },
      async (req) => {
        const p = await deps.authz.principal(req);
        const [profile, settings] = await Promise.all([
          findProfile(deps.db, p.userId),
          deps.settings.effective(p.tenantId, p.userId),
        ]);
        if (!profile) throw unauthenticated();
        const chosen =
          settings.sources['general.language'] === 'user' ? settings.values['general.language'] : null;
        const language = chosen === 'en' ? ('en' as const) : chosen === 'de' ? ('de' as const) : null;
        return {
          user: {
            id: profile.id,
            email: profile.email,
            firstName: profile.firstName,
            lastName: profile.lastName,
            platformAdmin: profile.platformAdmin,
            language,
          },
          tenant:
            profile.tenantId && profile.tenantName
              ? { id: profile.tenantId, name: profile.tenantName, key: profile.tenantKey ?? undefined }
              : null,
          department:
            profile.departmentId && profile.departmentName
              ? { id: profile.departmentId, name: profile.departmentName }
              : null,
          permissions: p.permissions,
          isAdmin: p.isAdmin,
          settings: settings.values,
        };
      },
    );
}
