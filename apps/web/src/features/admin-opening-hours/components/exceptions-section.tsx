import { OPENING_EXCEPTION_STATUS } from '@buchbar/domain/booking/opening-hours';
import { Badge, Button, Group, Stack, Table, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { formatDate } from '@/lib/format-date';
import type { SpaceProduct } from '@/lib/space-lookups';
import { type OpeningException, useDeleteException } from '../api/opening-hours';
import { ExceptionDialog } from './exception-dialog';
import { RowActionsDelete } from './row-action-delete';

interface ExceptionsSectionProps {
  product: SpaceProduct;
  floorPlanId: string;
  exceptions: OpeningException[];
}

/** An exception's date range in the user's language ("24.11.2026" or "24.11.2026 – 26.11.2026"). */
function useFormatPeriod() {
  const { i18n } = useTranslation('adminOpeningHours');
  const language = i18n.resolvedLanguage;
  return (e: OpeningException) =>
    e.validFrom === e.validTo
      ? formatDate(`${e.validFrom}T12:00:00Z`, language)
      : `${formatDate(`${e.validFrom}T12:00:00Z`, language)} – ${formatDate(`${e.validTo}T12:00:00Z`, language)}`;
}

/** One exception as a table row: period, status, hours and its delete action. */
function ExceptionRow({ exception, onDelete }: { exception: OpeningException; onDelete: () => void }) {
  const { t } = useTranslation('adminOpeningHours');
  const period = useFormatPeriod();
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={500}>
        {period(exception)}
      </Table.Th>
      <Table.Td>
        <Badge color={exception.status === OPENING_EXCEPTION_STATUS.open ? 'teal' : 'red'} variant="light">
          {t(`exceptions.statuses.${exception.status}`)}
        </Badge>
      </Table.Td>
      <Table.Td>
        {exception.status === OPENING_EXCEPTION_STATUS.open ? `${exception.from}–${exception.to}` : '—'}
      </Table.Td>
      <Table.Td>
        <RowActionsDelete label={t('exceptions.delete', { period: period(exception) })} onDelete={onDelete} />
      </Table.Td>
    </Table.Tr>
  );
}

/** The exceptions as a table with a caption (or the note that there are none). */
function ExceptionsTable({
  exceptions,
  onDelete,
}: {
  exceptions: OpeningException[];
  onDelete: (exception: OpeningException) => void;
}) {
  const { t } = useTranslation('adminOpeningHours');
  return (
    <Table.ScrollContainer minWidth={520} maw={720}>
      <Table highlightOnHover>
        <Table.Caption>
          {exceptions.length === 0 ? t('exceptions.empty') : t('exceptions.caption')}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('exceptions.range')}</Table.Th>
            <Table.Th scope="col">{t('exceptions.status')}</Table.Th>
            <Table.Th scope="col">{t('exceptions.hours')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('actions')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {exceptions.map((exception) => (
            <ExceptionRow key={exception.id} exception={exception} onDelete={() => onDelete(exception)} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Deviating opening hours (abweichende Öffnungszeiten): list, add, delete. */
export function ExceptionsSection({ product, floorPlanId, exceptions }: ExceptionsSectionProps) {
  const { t } = useTranslation('adminOpeningHours');
  const remove = useDeleteException(product, floorPlanId);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<OpeningException>();
  const period = useFormatPeriod();
  return (
    <Stack gap="sm">
      <Group justify="space-between" maw={720}>
        <Title order={2} size="h3">
          {t('exceptions.heading')}
        </Title>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          onClick={() => setAdding(true)}
        >
          {t('exceptions.new')}
        </Button>
      </Group>
      <ExceptionsTable
        exceptions={exceptions}
        onDelete={(exception) => {
          remove.reset();
          setDeleting(exception);
        }}
      />
      <ExceptionDialog
        product={product}
        floorPlanId={floorPlanId}
        opened={adding}
        onClose={() => setAdding(false)}
      />
      <ConfirmDialog
        opened={Boolean(deleting)}
        title={t('exceptions.deleteTitle')}
        confirmLabel={t('deleteConfirm')}
        cancelLabel={t('cancel')}
        loading={remove.isPending}
        error={remove.error?.message}
        onClose={() => setDeleting(undefined)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(undefined) })}
      >
        {t('exceptions.deleteText', { period: deleting ? period(deleting) : '' })}
      </ConfirmDialog>
    </Stack>
  );
}
