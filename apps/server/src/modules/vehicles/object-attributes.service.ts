import type { ObjectAttributeInput } from '@buchbar/contracts/fleet';
import { validateAttributeDefinitions } from '@buchbar/domain/fleet/attribute-conditions';
import type { ObjectAttributeObject } from '@buchbar/domain/fleet/vehicle-constants';
import type { z } from 'zod';
import { lockInTransaction } from '../../platform/database/advisory-locks';
import { type Db, withTransaction } from '../../platform/database/database';
import { AppError, notFound, throwNotFound } from '../../platform/http/app-error';
import type { Principal } from '../access/access.module';
import * as repo from './object-attributes.repository';
import './vehicles.messages';

/** The id a definition being created has while it is checked with the others. */
const NEW_ID = '00000000-0000-0000-0000-000000000000';

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

  list = async (p: Principal, object?: ObjectAttributeObject) =>
    (await repo.listAttributes(this.db, p.tenantId, object)).map(presentAttribute);

  async save(p: Principal, v: z.infer<typeof ObjectAttributeInput>, id?: string) {
    const savedId = await withTransaction(this.pool, async ({ db }) => {
      // One writer of a tenant's definitions at a time, so two saves cannot close a cycle together.
      await lockInTransaction(db, 'objectAttributes', p.tenantId);
      const all = await repo.listAttributes(db, p.tenantId);
      const existing = id ? all.find((a) => a.id === id) : undefined;
      if (id && !existing) throw notFound();
      if (existing && existing.object !== v.object) throw new AppError(422, 'ATTRIBUTE_OBJECT_FIXED');
      // The object's definitions as they will be: the new or changed one with all the others, so
      // a change can neither close a SHOW_IF circle nor orphan another attribute's condition.
      const others = all.filter((a) => a.object === v.object && a.id !== id);
      const checked = validateAttributeDefinitions([...others, { ...v, id: id ?? NEW_ID }]);
      if (!checked.ok) throw new AppError(422, checked.code, checked.details);
      return repo.saveAttribute(db, p.tenantId, v, id);
    });
    if (!savedId) throw notFound();
    const saved = (await repo.listAttributes(this.db, p.tenantId)).find((a) => a.id === savedId);
    return saved ? presentAttribute(saved) : throwNotFound();
  }

  async remove(p: Principal, id: string) {
    if (!(await repo.deleteAttribute(this.db, p.tenantId, id))) throw notFound();
  }
}

/** A stored definition as the API shows it (the domain's readonly lists as plain arrays). */
function presentAttribute(a: repo.AttributeRecord) {
  return {
    id: a.id,
    object: a.object,
    type: a.type,
    label: a.label,
    choices: a.choices.map((c) => ({ key: c.key, text: c.text })),
    position: a.position,
    conditions: a.conditions.map((c) => ({ ...c })),
  };
}
