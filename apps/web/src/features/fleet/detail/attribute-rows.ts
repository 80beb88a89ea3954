import type { ObjectAttribute as ObjectAttributeSchema } from '@buchbar/contracts/fleet';
import type { z } from 'zod';

export type ObjectAttribute = z.infer<typeof ObjectAttributeSchema>;

/**
 * The vehicle's attribute values as label and shown text (a choice's text, not its key), in the
 * definitions' order; empty values and SHOW_IF attributes whose condition is not met are left out.
 */
export function attributeRows(
  definitions: readonly ObjectAttribute[],
  values: readonly { attributeId: string; value: string }[],
): { id: string; label: string; text: string }[] {
  const byId = new Map(values.map((v) => [v.attributeId, v.value]));
  return [...definitions]
    .sort((a, b) => a.position - b.position)
    .filter((d) =>
      d.conditions
        .filter((c) => c.type === 'SHOW_IF')
        .every((c) => c.dependentAttributeId !== null && byId.get(c.dependentAttributeId) === c.value),
    )
    .flatMap((d) => {
      const value = byId.get(d.id)?.trim();
      if (!value) return [];
      const text = d.choices.find((c) => c.key === value)?.text ?? value;
      return [{ id: d.id, label: d.label, text }];
    });
}
