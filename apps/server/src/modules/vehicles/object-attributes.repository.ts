import { objectAttributeConditions, objectAttributes } from '@buchbar/db/schema/fleet';
import type { ObjectAttribute } from '@buchbar/domain/fleet/attribute-conditions';
import type { ObjectAttributeObject } from '@buchbar/domain/fleet/vehicle-constants';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/database/database';

/** A stored definition: the domain's ObjectAttribute (types checked on save and by CHECKs) and its form position. */
export type AttributeRecord = ObjectAttribute & { position: number };

/** What is saved: type and condition types as given (the service has checked them). */
export type AttributeValues = {
  object: ObjectAttributeObject;
  type: string;
  label: string;
  choices: { key: string; text: string }[];
  position: number;
  conditions: { type: string; dependentAttributeId: string | null; value: string | null }[];
};

/** The attribute definitions of the tenant (of one object), with their conditions, in form order. */
export async function listAttributes(
  db: Db,
  tenantId: string,
  object?: ObjectAttributeObject,
): Promise<AttributeRecord[]> {
  const rows = await db
    .select()
    .from(objectAttributes)
    .where(
      and(eq(objectAttributes.tenantId, tenantId), object ? eq(objectAttributes.object, object) : undefined),
    )
    .orderBy(asc(objectAttributes.position), asc(objectAttributes.label), asc(objectAttributes.id));
  if (rows.length === 0) return [];
  const conditions = await db
    .select()
    .from(objectAttributeConditions)
    .where(
      inArray(
        objectAttributeConditions.attributeId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(objectAttributeConditions.type), asc(objectAttributeConditions.id));
  return rows.map((r) => ({
    id: r.id,
    object: r.object,
    type: r.type,
    label: r.label,
    choices: r.choices,
    position: r.position,
    conditions: conditions
      .filter((c) => c.attributeId === r.id)
      .map((c) => ({ type: c.type, dependentAttributeId: c.dependentAttributeId, value: c.value })),
  }));
}

export async function saveAttribute(db: Db, tenantId: string, v: AttributeValues, id?: string) {
  const { conditions, ...fields } = v;
  const values = { ...fields, type: fields.type as (typeof objectAttributes.$inferInsert)['type'] };
  let saved: string | undefined;
  if (id) {
    const rows = await db
      .update(objectAttributes)
      .set(values)
      .where(and(eq(objectAttributes.tenantId, tenantId), eq(objectAttributes.id, id)))
      .returning({ id: objectAttributes.id });
    saved = rows[0]?.id;
  } else {
    const [row] = await db
      .insert(objectAttributes)
      .values({ ...values, tenantId })
      .returning({ id: objectAttributes.id });
    saved = row?.id;
  }
  if (!saved) return undefined;
  await db.delete(objectAttributeConditions).where(eq(objectAttributeConditions.attributeId, saved));
  if (conditions.length > 0)
    await db.insert(objectAttributeConditions).values(
      conditions.map((c) => ({
        tenantId,
        attributeId: saved,
        type: c.type as (typeof objectAttributeConditions.$inferInsert)['type'],
        dependentAttributeId: c.dependentAttributeId,
        value: c.value,
      })),
    );
  return saved;
}

export async function deleteAttribute(db: Db, tenantId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(objectAttributes)
    .where(and(eq(objectAttributes.tenantId, tenantId), eq(objectAttributes.id, id)))
    .returning({ id: objectAttributes.id });
  return rows.length > 0;
}
