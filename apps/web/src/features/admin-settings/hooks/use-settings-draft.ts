import { useState } from 'react';
import type { SettingDefinition } from '../api/get-settings';
import {
  changedTenantValues,
  draftProblems,
  type FieldError,
  type FieldValue,
  fieldProblem,
  toFieldValue,
} from '../utils/setting-values';

/**
 * Unsaved edits of one layer's settings (tenant or group) on top of its stored values. A key in
 * the draft overrides the stored value; null in the draft means "no value at this layer" (reset).
 * Every change is checked at once against the option's rule; the page saves only a draft without
 * problems, so a bad value is refused at its field and never clamped or sent.
 */
export function useSettingsDraft(
  defs: readonly SettingDefinition[],
  stored: Readonly<Record<string, unknown>>,
) {
  const [draft, setDraft] = useState<Record<string, FieldValue | null>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, FieldError>>({});

  const fieldValue = (def: SettingDefinition): FieldValue | null => {
    if (Object.hasOwn(draft, def.key)) return draft[def.key] ?? null;
    return Object.hasOwn(stored, def.key) ? toFieldValue(def, stored[def.key]) : null;
  };
  const change = (key: string, value: FieldValue | null) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setServerErrors(({ [key]: _removed, ...rest }) => rest);
  };
  const clear = () => {
    setDraft({});
    setServerErrors({});
  };
  const problems = draftProblems(defs, draft);

  return {
    fieldValue,
    change,
    clear,
    /** Problems found here win over the server's answer to an earlier save. */
    errors: { ...serverErrors, ...problems },
    problems,
    setServerErrors,
    problemOf: (def: SettingDefinition) => fieldProblem(def, fieldValue(def)),
    changes: changedTenantValues(defs, stored, draft),
  };
}
