import { useState } from 'react';
import type { SettingDefinition } from '../api/get-settings';
import { changedTenantValues, type FieldValue, toFieldValue } from '../utils/setting-values';

/**
 * Unsaved edits of the tenant settings on top of the stored tenant-layer values. A key in the
 * draft overrides the stored value; null in the draft means "reset to default".
 */
export function useSettingsDraft(
  defs: readonly SettingDefinition[],
  stored: Readonly<Record<string, unknown>>,
) {
  const [draft, setDraft] = useState<Record<string, FieldValue | null>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});

  const fieldValue = (def: SettingDefinition): FieldValue | null => {
    if (Object.hasOwn(draft, def.key)) return draft[def.key] ?? null;
    return Object.hasOwn(stored, def.key) ? toFieldValue(def, stored[def.key]) : null;
  };
  const change = (key: string, value: FieldValue | null) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors(({ [key]: _removed, ...rest }) => rest);
  };
  const clear = () => {
    setDraft({});
    setErrors({});
  };

  return { fieldValue, change, clear, errors, setErrors, changes: changedTenantValues(defs, stored, draft) };
}
