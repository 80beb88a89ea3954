import { Button, Group, Stack, Tabs, Text } from '@mantine/core';
import { IconMap, IconPencil, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/page-heading';
import { FloorPlanPicker } from '@/entities/floor-plan/floor-plan-picker';
import { useFloorPlanSelection } from '@/entities/floor-plan/use-floor-plan-selection';
import { hasPermission, useMe } from '@/lib/session';
import type { FloorPlanItem } from '@/lib/space-lookups';
import { useUrlParam } from '@/lib/use-url-params';
import { EquipmentPanel } from './equipment-panel';
import { FloorPlanDialog } from './floor-plan-dialog';
import { KioskPanel } from './kiosk-panel';
import { PlanTab } from './plan-tab';

const TABS = ['plan', 'ausstattung', 'kiosk'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string): value is Tab => (TABS as readonly string[]).includes(value);

/** /admin/raeume: floor plans, seats and rooms on the plan, the equipment catalogue, kiosk devices. */
export function RoomsPage() {
  const { t } = useTranslation('adminSpaces');
  const { data: me } = useMe();
  const selection = useFloorPlanSelection();
  const [rawTab, setTab] = useUrlParam('tab');
  const tab: Tab = isTab(rawTab) ? rawTab : 'plan';
  const [planDialog, setPlanDialog] = useState<{ plan?: FloorPlanItem }>();
  const plans = selection.floorPlans.data ?? [];
  const floorPlan = plans.find((plan) => plan.id === selection.floorPlanId);
  // Floor plans and kiosk devices need objekt_pflege; the page itself needs ausstattungs_pflege.
  const objectCare = hasPermission(me, 'objekt_pflege');
  return (
    <Stack gap="lg">
      <PageHeading title={t('rooms.heading')} intro={t('rooms.intro')} />
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <FloorPlanPicker selection={selection} />
        {objectCare && (
          <Group gap="xs">
            {floorPlan && (
              <Button
                variant="default"
                leftSection={<IconPencil size={16} aria-hidden="true" />}
                onClick={() => setPlanDialog({ plan: floorPlan })}
              >
                {t('rooms.editPlan')}
              </Button>
            )}
            <Button
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden="true" />}
              onClick={() => setPlanDialog({})}
            >
              {t('rooms.newPlan')}
            </Button>
          </Group>
        )}
      </Group>
      <Tabs value={tab} onChange={(next) => setTab(next && next !== 'plan' ? next : '')} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="plan" leftSection={<IconMap size={16} aria-hidden="true" />}>
            {t('rooms.tabs.plan')}
          </Tabs.Tab>
          <Tabs.Tab value="ausstattung">{t('rooms.tabs.equipment')}</Tabs.Tab>
          {objectCare && <Tabs.Tab value="kiosk">{t('rooms.tabs.kiosk')}</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="plan" pt="md">
          {floorPlan ? (
            <PlanTab product={selection.product} floorPlan={floorPlan} />
          ) : (
            !selection.floorPlans.isPending && <Text c="dimmed">{t('rooms.noPlans')}</Text>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="ausstattung" pt="md">
          <EquipmentPanel />
        </Tabs.Panel>
        {objectCare && (
          <Tabs.Panel value="kiosk" pt="md">
            {floorPlan && <KioskPanel product={selection.product} floorPlanId={floorPlan.id} />}
          </Tabs.Panel>
        )}
      </Tabs>
      <FloorPlanDialog
        product={selection.product}
        opened={Boolean(planDialog)}
        floorPlan={planDialog?.plan}
        onClose={() => setPlanDialog(undefined)}
        onSaved={selection.setFloorPlanId}
      />
    </Stack>
  );
}
