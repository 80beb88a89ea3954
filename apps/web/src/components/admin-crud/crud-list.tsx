import { Box, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { RowActions } from '../row-actions';
import type { CrudItem } from './use-crud-editing';
import type { CrudTexts } from './use-crud-texts';

/** A column besides the name (which is always first and the row's header). */
export interface CrudColumn<T> {
  header: string;
  cell: (item: T) => ReactNode;
  align?: 'right';
}

export interface CrudListProps<T extends CrudItem> {
  items: readonly T[];
  texts: CrudTexts;
  columns: readonly CrudColumn<T>[];
  onEdit: (item: T) => void;
  onDelete: (item: T) => void;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth?: number;
  maxWidth?: number;
}

/** Phones (below Mantine's `sm`, 48em) get cards; wider screens the table. */
const PHONE = '(max-width: 47.99em)';

/**
 * The items of an admin collection: a captioned table with the name as row header on wider
 * screens, a list of cards (name as heading, the columns as a description list) on phones.
 * Each item has its edit and delete buttons, named with the item for screen readers.
 */
export function CrudList<T extends CrudItem>(props: CrudListProps<T>) {
  const phone = useMediaQuery(PHONE, false, { getInitialValueInEffect: false });
  return phone ? <CrudCards {...props} /> : <CrudTable {...props} />;
}

function actionsOf<T extends CrudItem>({ texts, onEdit, onDelete }: CrudListProps<T>, item: T) {
  return (
    <RowActions
      editLabel={texts.editLabel(item.name)}
      deleteLabel={texts.deleteLabel(item.name)}
      onEdit={() => onEdit(item)}
      onDelete={() => onDelete(item)}
    />
  );
}

function CrudTable<T extends CrudItem>(props: CrudListProps<T>) {
  const { items, texts, columns, minWidth = 560, maxWidth } = props;
  return (
    <Table.ScrollContainer minWidth={minWidth} maw={maxWidth}>
      <Table highlightOnHover verticalSpacing="sm">
        <Table.Caption>{texts.caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{texts.name}</Table.Th>
            {columns.map((column) => (
              <Table.Th key={column.header} scope="col" ta={column.align}>
                {column.header}
              </Table.Th>
            ))}
            <Table.Th scope="col" ta="right">
              {texts.actions}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Th scope="row" fw={500}>
                {item.name}
              </Table.Th>
              {columns.map((column) => (
                <Table.Td key={column.header} ta={column.align}>
                  {column.cell(item)}
                </Table.Td>
              ))}
              <Table.Td>{actionsOf(props, item)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function CrudCards<T extends CrudItem>(props: CrudListProps<T>) {
  const { items, texts, columns } = props;
  return (
    <Stack component="ul" aria-label={texts.caption} gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
      {items.map((item) => (
        <Card component="li" key={item.id} withBorder padding="sm">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Title order={2} fz="md" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {item.name}
            </Title>
            {actionsOf(props, item)}
          </Group>
          <CardDetails item={item} columns={columns} />
        </Card>
      ))}
    </Stack>
  );
}

/** The item's columns as a description list; a column with nothing to show is left out. */
function CardDetails<T>({ item, columns }: { item: T; columns: readonly CrudColumn<T>[] }) {
  const details = columns
    .map((column) => ({ header: column.header, value: column.cell(item) }))
    .filter(({ value }) => value !== null && value !== undefined && value !== false && value !== '');
  if (details.length === 0) return null;
  return (
    <Box component="dl" m={0} mt="xs">
      {details.map(({ header, value }) => (
        <Box key={header} mt={4}>
          <Text component="dt" size="xs" c="dimmed">
            {header}
          </Text>
          <Box component="dd" m={0} fz="sm">
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
