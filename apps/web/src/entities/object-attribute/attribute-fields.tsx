import type { ObjectAttribute } from '@buchbar/domain/fleet/attribute-conditions';
import { Group, NativeSelect, Radio, Select, TextInput } from '@mantine/core';

interface AttributeFieldsProps {
  attributes: readonly ObjectAttribute[];
  values: Readonly<Record<string, string>>;
  visible: ReadonlySet<string>;
  mandatory: ReadonlySet<string>;
  errorOf: (id: string) => string | undefined;
  disabled?: boolean;
  /** DROPDOWN as the phone's native select with a "–" choice (trip form) instead of a clearable Select. */
  nativeDropdown?: boolean;
  onChange: (id: string, value: string) => void;
}

/** Object attributes as fields: TEXT, RADIOS, DROPDOWN; hidden by SHOW_IF, required by MANDATORY. */
export function AttributeFields(props: AttributeFieldsProps) {
  const { attributes, values, visible, mandatory, errorOf, disabled, nativeDropdown, onChange } = props;
  return attributes
    .filter((a) => visible.has(a.id))
    .map((a) => {
      const common = { label: a.label, required: mandatory.has(a.id), error: errorOf(a.id), disabled };
      const value = values[a.id] ?? '';
      if (a.type === 'TEXT')
        return (
          <TextInput
            key={a.id}
            {...common}
            maxLength={2000}
            value={value}
            onChange={(e) => onChange(a.id, e.currentTarget.value)}
          />
        );
      if (a.type === 'RADIOS')
        return (
          <Radio.Group key={a.id} {...common} value={value} onChange={(v) => onChange(a.id, v)}>
            <Group gap="md" mt={4}>
              {a.choices.map((c) => (
                <Radio key={c.key} value={c.key} label={c.text} disabled={disabled} />
              ))}
            </Group>
          </Radio.Group>
        );
      if (nativeDropdown)
        return (
          <NativeSelect
            key={a.id}
            {...common}
            data={[{ value: '', label: '–' }, ...a.choices.map((c) => ({ value: c.key, label: c.text }))]}
            value={value}
            onChange={(e) => onChange(a.id, e.currentTarget.value)}
          />
        );
      return (
        <Select
          key={a.id}
          {...common}
          data={a.choices.map((c) => ({ value: c.key, label: c.text }))}
          value={value || null}
          clearable={!mandatory.has(a.id)}
          onChange={(v) => onChange(a.id, v ?? '')}
        />
      );
    });
}
