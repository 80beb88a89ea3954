import type { ObjectAttributeInput } from '@buchbar/contracts/fleet';
import { validateAttributeDefinition } from '@buchbar/domain/fleet/attribute-values';
import type { ObjectAttributeObject } from '@buchbar/domain/fleet/vehicle-constants';
import type { z } from 'zod';
import { lockInTransaction } from '../../platform/database/advisory-locks';
import { type Db, withTransaction } from '../../platform/database/database';
import { AppError, notFound, throwNotFound } from '../../platform/http/app-error';
import type { Principal } from '../access/access.module';
import * as repo from './object-attributes.repository';
import './fleet.messages';

/**
 * Object attributes of the vehicle form (FAHRZEUG) and the trip-history form (FAHRZEUG_VERLAUF):
 * definitions with choices and conditions (spec 3, 5; ADR 0008.6). Everyone of the tenant reads
 * them (the forms need them); writing needs fahrzeug_pflege (routes).
 */
export class ObjectAttributesService {
  constructor(
    private readonly pool: import('pg').Pool,
    private readonly db: Db,
  ) {}

  list = (p: Principal, object?: ObjectAttributeObject) => repo.listAttributes(this.db, p.tenantId, object);

  async save(p: Principal, v: z.infer<typeof ObjectAttributeInput>, id?: string) {
    const savedId = await withTransaction(this.pool, async ({ db }) => {
      // One writer of a tenant's definitions at a time, so two saves cannot close a cycle together.
      await lockInTransaction(db, 'objectAttributes', p.tenantId);
      const all = await repo.listAttributes(db, p.tenantId);
      const existing = id ? all.find((a) => a.id === id) : undefined;
      if (id && !existing) throw notFound();
      if (existing && existing.object !== v.object) throw new AppError(422, 'ATTRIBUTE_OBJECT_FIXED');
      const others = all.filter((a) => a.object === v.object && a.id !== id);
      const def = { id: id ?? 'new', ...v };
      const checked = validateAttributeDefinition(def, others);
      if (!checked.ok) throw new AppError(422, checked.code, checked.details);
      // Conditions of other attributes that depend on this one must still name one of its choices.
      for (const o of others.filter((a) => a.conditions.some((c) => c.dependentAttributeId === def.id))) {
        const still = validateAttributeDefinition(o, [...others.filter((a) => a.id !== o.id), def]);
        if (!still.ok) throw new AppError(422, still.code, { ...still.details, label: o.label });
      }
      return repo.saveAttribute(db, p.tenantId, v, id);
    });
    if (!savedId) throw notFound();
    return (await repo.listAttributes(this.db, p.tenantId)).find((a) => a.id === savedId) ?? throwNotFound();
  }

  async remove(p: Principal, id: string) {
    if (!(await repo.deleteAttribute(this.db, p.tenantId, id))) throw notFound();
  }
}
