import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../confirm-dialog';
import { QueryStateOrFailure } from '../load-failed';
import { PageHeading } from '../page-heading';
import { type CrudColumn, CrudList } from './crud-list';
import { type CrudItem, useCrudEditing } from './use-crud-editing';
import type { CrudDialogProps } from './use-crud-form';
import type { CrudTexts } from './use-crud-texts';

/** What a feature hands the pattern: how to read and delete its items, and its dialog. */
export interface CrudResource<T extends CrudItem> {
  useItems: () => {
    data: readonly T[] | undefined;
    isPending: boolean;
    isFetching: boolean;
    error: Error | null;
    refetch: () => unknown;
  };
  useRemove: () => UseMutationResult<void, Error, string>;
  Dialog: ComponentType<CrudDialogProps<T>>;
}

interface AdminCrudPageProps<T extends CrudItem> {
  resource: CrudResource<T>;
  texts: CrudTexts;
  columns?: readonly CrudColumn<T>[];
  /** The delete's refusal as shown in the confirmation (default: the server's message). */
  deleteError?: (error: Error, item: T | undefined) => string;
  minWidth?: number;
  maxWidth?: number;
}

/**
 * One admin collection (roles, groups, tenants, locations, equipment): heading with the "new"
 * button, loading / empty / error states in a live region, the list (table or, on phones,
 * cards), the create/edit dialog and the delete confirmation, with toasts for what was done.
 */
export function AdminCrudPage<T extends CrudItem>(props: AdminCrudPageProps<T>) {
  const { resource, texts, columns = [], deleteError, minWidth, maxWidth } = props;
  const { t } = useTranslation();
  const query = resource.useItems();
  const remove = resource.useRemove();
  const edit = useCrudEditing<T>(remove, { title: texts.deleted, text: texts.deletedText });
  const items = query.data ?? [];
  const newButton = (
    <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={edit.startNew}>
      {texts.newLabel}
    </Button>
  );
  return (
    <Stack gap="md">
      {texts.heading ? (
        <PageHeading title={texts.heading} intro={texts.intro} action={newButton} />
      ) : (
        <Group justify="space-between">
          <Text c="dimmed">{texts.intro}</Text>
          {newButton}
        </Group>
      )}
      <QueryStateOrFailure
        query={query}
        failedTitle={t('crud.loadFailed')}
        retryLabel={t('crud.retry')}
        summary={texts.summary?.(items.length)}
        empty={items.length === 0 && texts.empty}
      />
      {items.length > 0 && (
        <CrudList
          items={items}
          texts={texts}
          columns={columns}
          onEdit={edit.startEdit}
          onDelete={edit.askDelete}
          minWidth={minWidth}
          maxWidth={maxWidth}
        />
      )}
      <resource.Dialog opened={edit.editing !== null} item={edit.editing?.item} onClose={edit.closeEditor} />
      <ConfirmDialog
        opened={edit.deleting !== undefined}
        title={texts.deleteTitle}
        confirmLabel={texts.delete}
        cancelLabel={texts.cancel}
        loading={remove.isPending}
        error={
          remove.error ? (deleteError?.(remove.error, edit.deleting) ?? remove.error.message) : undefined
        }
        onConfirm={edit.confirmDelete}
        onClose={edit.cancelDelete}
      >
        {texts.deleteText(edit.deleting?.name ?? '')}
      </ConfirmDialog>
    </Stack>
  );
}
