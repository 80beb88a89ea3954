import type { ObjectAttribute } from '@buchbar/domain/fleet/attribute-conditions';
import { Button, Checkbox, Collapse, Group, NativeSelect, TextInput, VisuallyHidden } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconFilter } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CountBadge } from '@/components/count-badge';
import { type VehicleFilters as Filters, NO_FILTERS } from './vehicle-list-model';

interface VehicleFiltersProps {
  value: Filters;
  onChange: (next: Filters) => void;
  locations: { value: string; label: string }[];
  categories: string[];
  /** SHOW_FILTER attributes. */
  attributes: ObjectAttribute[];
}

/** How many filters are set (the phone's filter button shows it). */
function activeFilterCount(value: Filters): number {
  return (
    Object.values(value.attributes).filter((v) => v !== '').length +
    (value.locationId ? 1 : 0) +
    (value.category ? 1 : 0) +
    (value.favouritesOnly ? 1 : 0)
  );
}

/** One SHOW_FILTER attribute: a text input for a TEXT attribute, else a select of its choices. */
function AttributeFilter({
  attribute: a,
  value,
  any,
  onChange,
}: {
  attribute: ObjectAttribute;
  value: string;
  any: { value: string; label: string };
  onChange: (id: string, filter: string) => void;
}) {
  return a.type === 'TEXT' ? (
    <TextInput
      label={a.label}
      value={value}
      onChange={(event) => onChange(a.id, event.currentTarget.value)}
      w={{ base: '100%', xs: 180 }}
    />
  ) : (
    <NativeSelect
      label={a.label}
      data={[any, ...a.choices.map((c) => ({ value: c.key, label: c.text }))]}
      value={value}
      onChange={(event) => onChange(a.id, event.currentTarget.value)}
      w={{ base: '100%', xs: 180 }}
    />
  );
}

/** The filter fields as one fieldset, with a reset button once something is set. */
function FilterFields({ value, onChange, locations, categories, attributes }: VehicleFiltersProps) {
  const { t } = useTranslation('fleet');
  const any = { value: '', label: t('filters.any') };
  const setAttribute = (id: string, filter: string) =>
    onChange({ ...value, attributes: { ...value.attributes, [id]: filter } });
  const changed = JSON.stringify(value) !== JSON.stringify(NO_FILTERS);
  return (
    <Group component="fieldset" align="flex-end" gap="sm" wrap="wrap" m={0} p={0} style={{ border: 0 }}>
      <VisuallyHidden component="legend">{t('filters.legend')}</VisuallyHidden>
      <NativeSelect
        label={t('filters.location')}
        data={[any, ...locations]}
        value={value.locationId}
        onChange={(event) => onChange({ ...value, locationId: event.currentTarget.value })}
        w={{ base: '100%', xs: 200 }}
      />
      <NativeSelect
        label={t('filters.category')}
        data={[any, ...categories.map((c) => ({ value: c, label: c }))]}
        value={value.category}
        onChange={(event) => onChange({ ...value, category: event.currentTarget.value })}
        w={{ base: '100%', xs: 180 }}
      />
      {attributes.map((a) => (
        <AttributeFilter
          key={a.id}
          attribute={a}
          value={value.attributes[a.id] ?? ''}
          any={any}
          onChange={setAttribute}
        />
      ))}
      <Checkbox
        label={t('filters.favouritesOnly')}
        checked={value.favouritesOnly}
        onChange={(event) => onChange({ ...value, favouritesOnly: event.currentTarget.checked })}
        mb={8}
      />
      {changed && (
        <Button variant="subtle" onClick={() => onChange(NO_FILTERS)}>
          {t('filters.reset')}
        </Button>
      )}
    </Group>
  );
}

/** Location, category, the SHOW_FILTER attributes and "favourites only". */
export function VehicleFilters(props: VehicleFiltersProps) {
  const { t } = useTranslation('fleet');
  const panelId = useId();
  const phone = useMediaQuery('(max-width: 47.99em)') ?? false;
  const [shown, { toggle }] = useDisclosure(false);
  const fields = <FilterFields {...props} />;
  if (!phone) return fields;
  const active = activeFilterCount(props.value);
  return (
    <div>
      <Button
        variant="default"
        fullWidth
        leftSection={<IconFilter size={16} aria-hidden="true" />}
        rightSection={active > 0 ? <CountBadge count={active} /> : undefined}
        onClick={toggle}
        aria-expanded={shown}
        aria-controls={panelId}
      >
        {t('filters.legend')}
      </Button>
      <Collapse expanded={shown} id={panelId}>
        <div style={{ paddingTop: 'var(--mantine-spacing-sm)' }}>{fields}</div>
      </Collapse>
    </div>
  );
}
