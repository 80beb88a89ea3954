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

export function registerSettingsRoutes(
  app: FastifyInstance,
  deps: { settings: SettingsService; authz: Authorizer; access: AccessService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { settings, authz } = deps;
  const manage = (req: FastifyRequest) => authz.require(req, 'customizing_mandant_pflege');
  /** A group of the actor's tenant (another tenant's id, or none, is 404). */
  const ownGroup = async (req: FastifyRequest, id: string) => {
    const p = await manage(req);
    const group = (await deps.access.listGroups(p)).find((g) => g.id === id);
    if (!group) throw notFound();
    return { p, group };
  };

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
  r.get(
    '/api/v1/settings/tenant',
    { schema: { tags, response: { 200: SettingValues, ...errors } } },
    async (req) => {
      const p = await manage(req);
      return { values: await settings.read(p.tenantId, 'tenant', p.tenantId) };
    },
  );
  r.put(
    '/api/v1/settings/tenant',
    { schema: { tags, body: SettingsUpdate, response: { 200: SettingValues, ...errors } } },
    async (req) => {
      const p = await manage(req);
      return { values: await settings.write(p, 'tenant', p.tenantId, req.body.values) };
    },
  );
  r.get(
    '/api/v1/settings/groups',
    { schema: { tags, response: { 200: z.array(SettingsGroup), ...errors } } },
    async (req) => {
      const p = await manage(req);
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
