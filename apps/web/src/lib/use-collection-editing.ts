import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { notifyFailure, notifySuccess } from './notify';

type Named = { id: string; name: string };

/**
 * The create/edit dialog and delete confirmation state of an admin collection page (roles,
 * groups, …): which item the dialog edits (undefined = a new one), which one awaits the delete
 * confirmation, and the delete with its notifications.
 */
export function useCollectionEditing<T extends Named>(
  remove: UseMutationResult<void, Error, string>,
  texts: { deleted: string; deletedText: (name: string) => string; failed: string },
) {
  const [editing, setEditing] = useState<{ item: T | undefined } | null>(null);
  const [deleting, setDeleting] = useState<T>();
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => notifySuccess(texts.deleted, texts.deletedText(deleting.name)),
      onError: (failure) => notifyFailure(texts.failed, failure),
      onSettled: () => setDeleting(undefined),
    });
  };
  return {
    editing,
    startNew: () => setEditing({ item: undefined }),
    startEdit: (item: T) => setEditing({ item }),
    closeEditor: () => setEditing(null),
    deleting,
    askDelete: setDeleting,
    cancelDelete: () => setDeleting(undefined),
    confirmDelete,
  };
}
