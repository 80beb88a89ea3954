import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { notifySuccess } from '../../lib/notify';

/** What every admin collection item has: an id for the API and a name for texts and labels. */
export type CrudItem = { id: string; name: string };

/**
 * The create/edit dialog and delete confirmation state of an admin collection page (roles,
 * groups, tenants, locations, equipment): which item the dialog edits (undefined = a new one),
 * which one awaits the delete confirmation, and the delete itself. A refused delete (e.g. 409
 * "still in use") stays in the confirmation dialog, which announces it; a done one closes it
 * with a toast.
 */
export function useCrudEditing<T extends CrudItem>(
  remove: UseMutationResult<void, Error, string>,
  deleted: { title: string; text: (name: string) => string },
) {
  const [editing, setEditing] = useState<{ item: T | undefined } | null>(null);
  const [deleting, setDeleting] = useState<T>();
  const cancelDelete = () => {
    setDeleting(undefined);
    remove.reset();
  };
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notifySuccess(deleted.title, deleted.text(deleting.name));
        cancelDelete();
      },
    });
  };
  return {
    editing,
    startNew: () => setEditing({ item: undefined }),
    startEdit: (item: T) => setEditing({ item }),
    closeEditor: () => setEditing(null),
    deleting,
    askDelete: (item: T) => {
      remove.reset();
      setDeleting(item);
    },
    cancelDelete,
    confirmDelete,
  };
}
