import { Button, Group, Table, TextInput } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../lib/format-date';
import { ConfirmDialog } from './confirm-dialog';
import { QueryState } from './query-state';

/** A device's revocable token as the list shows it (kiosk wall display, key hand-over terminal). */
export interface DeviceToken {
  id: string;
  name: string;
  createdAt: string;
  revokedAt: string | null;
}

/** The panel's words, in its feature's namespace. */
export interface DeviceTokenTexts {
  name: string;
  namePlaceholder: string;
  create: string;
  empty: string;
  caption: string;
  createdAt: string;
  status: string;
  actions: string;
  revoke: string;
  revokeTitle: string;
  cancel: string;
  revokeText: (name: string) => string;
}

interface DeviceTokensProps<T extends DeviceToken, C> {
  tokens: { data?: readonly T[]; isPending: boolean };
  create: UseMutationResult<C, Error, string>;
  revoke: UseMutationResult<unknown, Error, string>;
  texts: DeviceTokenTexts;
  /** The table's width before it scrolls sideways. */
  minWidth: number;
  status: (token: T) => ReactNode;
  /** The new device's address, shown once (the server keeps only a hash of the token). */
  created: (created: C, onDone: () => void) => ReactNode;
}

/**
 * One revocable token per device: name a device to create its token (its address is shown once),
 * the list of tokens with their state, revoke after a confirmation.
 */
export function DeviceTokens<T extends DeviceToken, C>(props: DeviceTokensProps<T, C>) {
  const { tokens, create, revoke, texts } = props;
  const [name, setName] = useState('');
  const [created, setCreated] = useState<C>();
  const [revoking, setRevoking] = useState<T>();
  const list = tokens.data ?? [];
  return (
    <>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (name.trim())
            create.mutate(name.trim(), {
              onSuccess: (made) => {
                setCreated(made);
                setName('');
              },
            });
        }}
      >
        <Group align="flex-end">
          <TextInput
            label={texts.name}
            placeholder={texts.namePlaceholder}
            required
            maxLength={100}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={create.error?.message}
          />
          <Button type="submit" loading={create.isPending} disabled={!name.trim()}>
            {texts.create}
          </Button>
        </Group>
      </form>
      {created !== undefined && props.created(created, () => setCreated(undefined))}
      <QueryState isPending={tokens.isPending} empty={list.length === 0 && texts.empty} />
      {list.length > 0 && (
        <DeviceTokenTable
          list={list}
          texts={texts}
          minWidth={props.minWidth}
          status={props.status}
          onRevoke={(token) => {
            revoke.reset();
            setRevoking(token);
          }}
        />
      )}
      <ConfirmDialog
        opened={Boolean(revoking)}
        title={texts.revokeTitle}
        confirmLabel={texts.revoke}
        cancelLabel={texts.cancel}
        loading={revoke.isPending}
        error={revoke.error?.message}
        onClose={() => setRevoking(undefined)}
        onConfirm={() => revoking && revoke.mutate(revoking.id, { onSuccess: () => setRevoking(undefined) })}
      >
        {texts.revokeText(revoking?.name ?? '')}
      </ConfirmDialog>
    </>
  );
}

function DeviceTokenTable<T extends DeviceToken>(props: {
  list: readonly T[];
  texts: DeviceTokenTexts;
  minWidth: number;
  status: (token: T) => ReactNode;
  onRevoke: (token: T) => void;
}) {
  const { list, texts } = props;
  const { i18n } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={props.minWidth}>
      <Table highlightOnHover>
        <Table.Caption>{texts.caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{texts.name}</Table.Th>
            <Table.Th scope="col">{texts.createdAt}</Table.Th>
            <Table.Th scope="col">{texts.status}</Table.Th>
            <Table.Th scope="col" ta="right">
              {texts.actions}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.map((token) => (
            <Table.Tr key={token.id}>
              <Table.Th scope="row" fw={500}>
                {token.name}
              </Table.Th>
              <Table.Td>{formatDateTime(token.createdAt, i18n.resolvedLanguage)}</Table.Td>
              <Table.Td>{props.status(token)}</Table.Td>
              <Table.Td ta="right">
                {!token.revokedAt && (
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    aria-label={`${texts.revoke}: ${token.name}`}
                    onClick={() => props.onRevoke(token)}
                  >
                    {texts.revoke}
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
