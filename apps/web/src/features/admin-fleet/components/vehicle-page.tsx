import { Alert, Anchor, Badge, Button, Group, Stack, Tabs } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconBan } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CalendarFeedPanel } from '@/components/calendar-feed/calendar-feed-panel';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageHeading } from '@/components/page-heading';
import { QueryState } from '@/components/query-state';
import { formatDate } from '@/lib/format-date';
import { notifySuccess } from '@/lib/notify';
import {
  type AdminVehicle,
  useCreateVehicle,
  useDeactivateVehicle,
  useUpdateVehicle,
  useVehicle,
  type VehicleBody,
} from '../api/vehicles';
import { requestedBlockType } from '../utils/service-period';
import { vehicleLabel } from '../utils/vehicle-list';
import { BulkCancelPanel } from './bulk-cancel-panel';
import { KeyCompartmentPanel, KeyCompartmentTabLabel } from './key-compartment-panel';
import { LoadError } from './load-error';
import { ServicePanel } from './service-panel';
import { VehicleForm } from './vehicle-form';
import { VehicleHistory } from './vehicle-history';
import { VehicleImagePanel } from './vehicle-image-panel';

function BackLink() {
  const { t } = useTranslation('adminFleet');
  return (
    <Anchor component={Link} to="/admin/fahrzeuge" size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        {t('back')}
      </Group>
    </Anchor>
  );
}

/** /admin/fahrzeuge/neu: the form of a new vehicle; saved, it opens the vehicle's page. */
export function NewVehiclePage() {
  const { t } = useTranslation('adminFleet');
  const navigate = useNavigate();
  const create = useCreateVehicle();
  const save = async (body: VehicleBody) => {
    const created = await create.mutateAsync(body);
    notifySuccess(t('save.created'), t('save.createdText', { name: vehicleLabel(created) }));
    navigate(`/admin/fahrzeuge/${created.id}`, { replace: true });
  };
  return (
    <Stack gap="md">
      <BackLink />
      <PageHeading title={t('new')} />
      <VehicleForm vehicle={undefined} saving={create.isPending} onSave={save} />
    </Stack>
  );
}

const TABS = ['data', 'image', 'history', 'service', 'key', 'calendar', 'cancel'] as const;
type Tab = (typeof TABS)[number];

/**
 * /admin/fahrzeuge/:vehicleId: edit, picture, history, blocks and service booklet, bulk cancel of
 * one vehicle. `?tab=history` opens a tab; `?sperre=DEFEKT` (the fleet notice mail's link) opens
 * the block form with that type from now.
 */
export function VehiclePage({ vehicleId }: { vehicleId: string }) {
  const query = useVehicle(vehicleId);
  if (query.error) return <LoadError error={query.error} onRetry={() => query.refetch()} />;
  if (!query.data) return <QueryState isPending isFetching />;
  return <VehicleDetail vehicle={query.data} />;
}

/** The tab of the page: `?tab=`, else the service tab when a block type is preset, else the data tab. */
function useVehicleTab() {
  const [params, setParams] = useSearchParams();
  const preset = requestedBlockType(params.get('sperre'));
  const asked = params.get('tab');
  const tab: Tab = TABS.includes(asked as Tab) ? (asked as Tab) : preset ? 'service' : 'data';
  const openTab = (value: string | null) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.set('tab', value ?? 'data');
        if (value !== 'service') next.delete('sperre');
        return next;
      },
      { replace: true },
    );
  return { preset, tab, openTab };
}

/** Saving and deactivating one vehicle, with their notifications and the confirm dialog's state. */
function useVehicleDetail(vehicle: AdminVehicle) {
  const { t } = useTranslation(['adminFleet', 'common']);
  const name = vehicleLabel(vehicle);
  const update = useUpdateVehicle(vehicle.id);
  const deactivate = useDeactivateVehicle(vehicle.id);
  const [asking, setAsking] = useState(false);
  const [deactivated, setDeactivated] = useState<number | null>(null);
  const save = async (body: VehicleBody) => {
    const result = await update.mutateAsync(body);
    if (!result.changed) {
      notifications.show({
        title: t('save.unchanged'),
        message: t('save.unchangedText'),
        color: 'blue',
        role: 'status',
      });
    } else if (result.cancelledBookings > 0) {
      notifySuccess(t('save.saved'), t('save.savedCancelled', { count: result.cancelledBookings }));
    } else notifySuccess(t('save.saved'), t('save.savedText', { name }));
  };
  const askDeactivate = () => {
    deactivate.reset();
    setAsking(true);
  };
  const confirmDeactivate = () =>
    deactivate.mutate(undefined, {
      onSuccess: (result) => {
        setAsking(false);
        setDeactivated(result.cancelledBookings);
        notifySuccess(
          t('deactivate.done'),
          t('deactivate.doneText', { name, count: result.cancelledBookings }),
        );
      },
    });
  return { name, update, deactivate, asking, setAsking, deactivated, save, askDeactivate, confirmDeactivate };
}

/** The heading's action: the deactivate button of an active vehicle, else its inactive badge. */
function VehicleStatusAction({ vehicle, onDeactivate }: { vehicle: AdminVehicle; onDeactivate: () => void }) {
  const { t, i18n } = useTranslation(['adminFleet', 'common']);
  return vehicle.active ? (
    <Button
      color="red"
      variant="light"
      leftSection={<IconBan size={16} aria-hidden />}
      onClick={onDeactivate}
    >
      {t('deactivate.button')}
    </Button>
  ) : (
    <Badge color="gray" size="lg" variant="light">
      {vehicle.deactivatedAt
        ? t('status.deactivatedAt', { date: formatDate(vehicle.deactivatedAt, i18n.language) })
        : t('status.inactive')}
    </Badge>
  );
}

/** The live notice of a deactivation just done, or the standing notice of an inactive vehicle. */
function DeactivationNotices({
  vehicle,
  name,
  deactivated,
}: {
  vehicle: AdminVehicle;
  name: string;
  deactivated: number | null;
}) {
  const { t } = useTranslation(['adminFleet', 'common']);
  return (
    <>
      <div aria-live="polite">
        {deactivated !== null && (
          <Alert color="green" title={t('deactivate.done')}>
            {t('deactivate.doneText', { name, count: deactivated })}
          </Alert>
        )}
      </div>
      {!vehicle.active && deactivated === null && (
        <Alert color="gray">{t('deactivate.inactiveNotice')}</Alert>
      )}
    </>
  );
}

/** The vehicle's tabs: data, picture, history, service, key, calendar and (when active) bulk cancel. */
function VehicleTabs({
  vehicle,
  name,
  saving,
  onSave,
}: {
  vehicle: AdminVehicle;
  name: string;
  saving: boolean;
  onSave: (body: VehicleBody) => Promise<void>;
}) {
  const { t } = useTranslation(['adminFleet', 'common']);
  const { preset, tab, openTab } = useVehicleTab();
  return (
    <Tabs value={tab} onChange={openTab} keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="data">{t('tabs.data')}</Tabs.Tab>
        <Tabs.Tab value="image">{t('tabs.image')}</Tabs.Tab>
        <Tabs.Tab value="history">{t('tabs.history')}</Tabs.Tab>
        <Tabs.Tab value="service">{t('tabs.service')}</Tabs.Tab>
        <Tabs.Tab value="key">
          <KeyCompartmentTabLabel />
        </Tabs.Tab>
        <Tabs.Tab value="calendar">{t('tabs.calendar')}</Tabs.Tab>
        {vehicle.active && <Tabs.Tab value="cancel">{t('tabs.cancel')}</Tabs.Tab>}
      </Tabs.List>
      <Tabs.Panel value="data" pt="md">
        <VehicleForm vehicle={vehicle} saving={saving} disabled={!vehicle.active} onSave={onSave} />
      </Tabs.Panel>
      <Tabs.Panel value="image" pt="md">
        <VehicleImagePanel vehicle={vehicle} />
      </Tabs.Panel>
      <Tabs.Panel value="history" pt="md">
        <VehicleHistory vehicleId={vehicle.id} name={name} />
      </Tabs.Panel>
      <Tabs.Panel value="service" pt="md">
        <ServicePanel vehicleId={vehicle.id} name={name} active={vehicle.active} preset={preset} />
      </Tabs.Panel>
      <Tabs.Panel value="key" pt="md">
        <KeyCompartmentPanel vehicleId={vehicle.id} disabled={!vehicle.active} />
      </Tabs.Panel>
      <Tabs.Panel value="calendar" pt="md">
        <CalendarFeedPanel endpoint={`/api/v1/vehicles/${vehicle.id}/calendar-feed`} kind="vehicle" />
      </Tabs.Panel>
      {vehicle.active && (
        <Tabs.Panel value="cancel" pt="md">
          <BulkCancelPanel vehicleId={vehicle.id} name={name} />
        </Tabs.Panel>
      )}
    </Tabs>
  );
}

/** One vehicle's page: heading with its status action, notices, tabs and the deactivate dialog. */
function VehicleDetail({ vehicle }: { vehicle: AdminVehicle }) {
  const { t } = useTranslation(['adminFleet', 'common']);
  const detail = useVehicleDetail(vehicle);
  const { name, deactivate } = detail;
  return (
    <Stack gap="md">
      <BackLink />
      <PageHeading
        title={name}
        action={<VehicleStatusAction vehicle={vehicle} onDeactivate={detail.askDeactivate} />}
      />
      <DeactivationNotices vehicle={vehicle} name={name} deactivated={detail.deactivated} />
      <VehicleTabs vehicle={vehicle} name={name} saving={detail.update.isPending} onSave={detail.save} />
      <ConfirmDialog
        opened={detail.asking}
        title={t('deactivate.title')}
        confirmLabel={t('deactivate.confirm')}
        cancelLabel={t('common:crud.cancel')}
        loading={deactivate.isPending}
        error={deactivate.error?.message}
        onConfirm={detail.confirmDeactivate}
        onClose={() => detail.setAsking(false)}
      >
        {t('deactivate.text', { name })}
      </ConfirmDialog>
    </Stack>
  );
}
