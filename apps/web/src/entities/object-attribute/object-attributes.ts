import type { ObjectAttribute as ObjectAttributeSchema } from '@buchbar/contracts/fleet';
import {
  type AttributeValues,
  isAttributeMandatory,
  type ObjectAttribute,
  visibleAttributeIds,
} from '@buchbar/domain/fleet/attribute-conditions';
import { isObjectAttributeCondition, isObjectAttributeType } from '@buchbar/domain/fleet/vehicle-constants';
import type { z } from 'zod';

/** The API's attribute definitions as the domain's type (unknown types/conditions left out). */
export function toDomainAttributes(
  list: readonly z.infer<typeof ObjectAttributeSchema>[],
): ObjectAttribute[] {
  return list.flatMap((a) => {
    const type = a.type;
    if (!isObjectAttributeType(type)) return [];
    const conditions = a.conditions.flatMap((c) => {
      const conditionType = c.type;
      return isObjectAttributeCondition(conditionType) ? [{ ...c, type: conditionType }] : [];
    });
    return [{ ...a, type, conditions }];
  });
}

/** Which attributes the form shows and which of them are mandatory now (domain rules). */
export function attributeState(attributes: readonly ObjectAttribute[], values: AttributeValues) {
  const visible = visibleAttributeIds(attributes, values);
  const mandatory = new Set(
    attributes.filter((a) => isAttributeMandatory(a, values, visible)).map((a) => a.id),
  );
  return { visible, mandatory };
}
