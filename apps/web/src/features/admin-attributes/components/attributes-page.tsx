import {
  OBJECT_ATTRIBUTE_OBJECTS,
  type ObjectAttributeObject,
} from '@buchbar/domain/fleet/vehicle-constants';
import { Badge, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AdminCrudPage } from '@/components/admin-crud/crud-page';
import type { CrudDialogProps } from '@/components/admin-crud/use-crud-form';
import { useCrudTexts } from '@/components/admin-crud/use-crud-texts';
import { PageHeading } from '@/components/page-heading';
import { useUrlParam } from '@/lib/use-url-params';
import { useDeleteObjectAttribute, useObjectAttributes } from '../api/object-attributes';
import { type AttributeItem, hasChoices } from '../utils/attribute-form';
import { AttributeDialog } from './attribute-dialog';

const isObject = (value: string): value is ObjectAttributeObject =>
  (OBJECT_ATTRIBUTE_OBJECTS as readonly string[]).includes(value);

/** The admin-crud resource of one object: its list, the delete, and the dialog for that object. */
function attributeResource(object: ObjectAttributeObject) {
  function useItems() {
    return useObjectAttributes(object);
  }
  function Dialog(props: CrudDialogProps<AttributeItem>) {
    return <AttributeDialog {...props} object={object} />;
  }
  return { useItems, useRemove: useDeleteObjectAttribute, Dialog };
}

const RESOURCES = {
  FAHRZEUG: attributeResource('FAHRZEUG'),
  FAHRZEUG_VERLAUF: attributeResource('FAHRZEUG_VERLAUF'),
} satisfies Record<ObjectAttributeObject, unknown>;

/**
 * /admin/objektattribute (fahrzeug_pflege): the attributes of the vehicle form (FAHRZEUG) and of
 * the trip history (FAHRZEUG_VERLAUF), chosen above the list (kept in the URL).
 */
export function AttributesPage() {
  const { t } = useTranslation('adminAttributes');
  const [param, setParam] = useUrlParam('objekt');
  const object: ObjectAttributeObject = isObject(param) ? param : 'FAHRZEUG';
  const texts = useCrudTexts('adminAttributes');
  const resource = RESOURCES[object];
  const all = useObjectAttributes(object).data ?? [];
  const labelOf = (id: string | null) => all.find((a) => a.id === id)?.label ?? '?';
  const choiceText = (a: AttributeItem | undefined, key: string | null) =>
    a?.choices.find((c) => c.key === key)?.text ?? key ?? '';
  return (
    <Stack gap="md">
      <PageHeading title={t('title')} />
      <Stack gap={4}>
        <Text id="attribute-object-label" size="sm" fw={500}>
          {t('objectLabel')}
        </Text>
        <SegmentedControl
          aria-labelledby="attribute-object-label"
          value={object}
          onChange={(value) => setParam(value === 'FAHRZEUG' ? '' : value)}
          data={OBJECT_ATTRIBUTE_OBJECTS.map((o) => ({ value: o, label: t(`objects.${o}`) }))}
          style={{ alignSelf: 'flex-start' }}
        />
      </Stack>
      <AdminCrudPage
        resource={resource}
        texts={texts}
        maxWidth={1100}
        minWidth={720}
        columns={[
          { header: t('type'), cell: (a) => t(`types.${a.type as 'TEXT'}`, { defaultValue: a.type }) },
          {
            header: t('choices'),
            cell: (a) => (hasChoices(a.type) ? a.choices.map((c) => c.text).join(', ') : null),
          },
          {
            header: t('conditions'),
            cell: (a) =>
              a.conditions.length === 0 ? null : (
                <Group gap={4}>
                  {a.conditions.map((c) => (
                    <Badge key={c.type} variant="light" tt="none">
                      {t(`conditionTypes.${c.type as 'MANDATORY'}`, { defaultValue: c.type })}
                      {c.type === 'SHOW_IF' &&
                        ` ${t('showIfSummary', {
                          attribute: labelOf(c.dependentAttributeId),
                          value: choiceText(
                            all.find((x) => x.id === c.dependentAttributeId),
                            c.value,
                          ),
                        })}`}
                    </Badge>
                  ))}
                </Group>
              ),
          },
          { header: t('position'), cell: (a) => a.position, align: 'right' },
        ]}
      />
    </Stack>
  );
}
