import { IdParams } from '@buchbar/contracts/access';
import { ERROR_RESPONSES } from '@buchbar/contracts/common';
import {
  EffectiveSettings,
  SettingDefinition,
  SettingsGroup,
  SettingsUpdate,
  SettingValues,
} from '@buchbar/contracts/settings';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../platform/http/app-error';
import type { AccessService, Authorizer } from '../access/access.module';
import type { SettingsService } from './settings.service';

const errors = ERROR_RESPONSES;
const tags = ['settings'];

type Deps = { settings: SettingsService; authz: Authorizer; access: AccessService };

/** The settings: the catalogue and effective values, and the tenant, group and user layers. */
export function registerSettingsRoutes(app: FastifyInstance, deps: Deps) {
  registerSettingsReadRoutes(app, deps);
  registerTenantSettingsRoutes(app, deps);
  registerGroupSettingsRoutes(app, deps);
  registerOwnSettingsRoutes(app, deps);
}

/** The principal, when they hold customizing_mandant_pflege. */
const manager = (deps: Deps, req: FastifyRequest) => deps.authz.require(req, 'customizing_mandant_pflege');

/** The catalogue of settings and the signed-in user's effective values (with their sources). */
function registerSettingsReadRoutes(app: FastifyInstance, { settings, authz }: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/v1/settings/definitions',
    { schema: { tags, response: { 200: z.array(SettingDefinition), ...errors } } },
    async (req) => {
      await authz.principal(req);
      return settings.definitions();
    },
  );
  r.get(
    '/api/v1/settings/effective',
    { schema: { tags, response: { 200: EffectiveSettings, ...errors } } },
    async (req) => {
      const p = await authz.principal(req);
      const { values, sources } = await settings.effective(p.tenantId, p.userId);
      return { values, sources };
    },
  );
}

/** The tenant layer, read and written by tenant managers. */
function registerTenantSettingsRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { settings } = deps;
  r.get(
    '/api/v1/settings/tenant',
    { schema: { tags, response: { 200: SettingValues, ...errors } } },
    async (req) => {
      const p = await manager(deps, req);
      return { values: await settings.read(p.tenantId, 'tenant', p.tenantId) };
    },
  );
  r.put(
    '/api/v1/settings/tenant',
    { schema: { tags, body: SettingsUpdate, response: { 200: SettingValues, ...errors } } },
    async (req) => {
      const p = await manager(deps, req);
      return { values: await settings.write(p, 'tenant', p.tenantId, req.body.values) };
    },
  );
}

/** The group layers: every group with its values, one group read and written (tenant managers). */
function registerGroupSettingsRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { settings } = deps;
  /** A group of the actor's tenant (another tenant's id, or none, is 404). */
  const ownGroup = async (req: FastifyRequest, id: string) => {
    const p = await manager(deps, req);
    const group = (await deps.access.listGroups(p)).find((g) => g.id === id);
    if (!group) throw notFound();
    return { p, group };
  };
  r.get(
    '/api/v1/settings/groups',
    { schema: { tags, response: { 200: z.array(SettingsGroup), ...errors } } },
    async (req) => {
      const p = await manager(deps, req);
      return settings.groupsWithValues(p.tenantId, await deps.access.listGroups(p));
    },
  );
  r.get(
    '/api/v1/settings/groups/:id',
    { schema: { tags, params: IdParams, response: { 200: SettingValues, ...errors } } },
    async (req) => {
      const { p } = await ownGroup(req, req.params.id);
      return { values: await settings.read(p.tenantId, 'group', req.params.id) };
    },
  );
  r.put(
    '/api/v1/settings/groups/:id',
    { schema: { tags, params: IdParams, body: SettingsUpdate, response: { 200: SettingValues, ...errors } } },
    async (req) => {
      const { p, group } = await ownGroup(req, req.params.id);
      return { values: await settings.write(p, 'group', req.params.id, req.body.values, group.name) };
    },
  );
}

/** The signed-in user's own layer. */
function registerOwnSettingsRoutes(app: FastifyInstance, { settings, authz }: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/v1/settings/me',
    { schema: { tags, response: { 200: SettingValues, ...errors } } },
    async (req) => {
      const p = await authz.principal(req);
      return { values: await settings.read(p.tenantId, 'user', p.userId) };
    },
  );
  r.put(
    '/api/v1/settings/me',
    { schema: { tags, body: SettingsUpdate, response: { 200: SettingValues, ...errors } } },
    async (req) => {
      const p = await authz.principal(req);
      return { values: await settings.write(p, 'user', p.userId, req.body.values) };
    },
  );
}
