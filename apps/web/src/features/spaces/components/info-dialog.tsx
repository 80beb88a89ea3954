import { ActionIcon, Button, List, Modal, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBook2, IconHelpCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSpaceSettings } from '../hooks/use-space-settings';

interface InfoDialogButtonProps {
  kind: 'help' | 'rules';
  /** Phone: a 44 px icon button named by its label (the header stays one line). */
  compact?: boolean;
}

/**
 * The spec's modal dialogs "how it works" and "rules": a header button that opens a short,
 * numbered (help) or bulleted (rules) text with the tenant's limits (step, check-in window, advance
 * days, weekly limit). Modal traps focus and returns it to the button.
 */
export function InfoDialogButton({ kind, compact = false }: InfoDialogButtonProps) {
  const { t } = useTranslation('spaces');
  const [opened, { open, close }] = useDisclosure(false);
  const settings = useSpaceSettings();
  // The tenant's real limits, never a fixed "15 minutes" (issue 14 point 3).
  const limits = {
    step: settings.stepMinutes,
    checkIn: settings.checkInWindowMinutes,
    days: settings.advanceDays,
  };
  const items: string[] =
    kind === 'help'
      ? t('help.steps', { returnObjects: true, ...limits })
      : [
          ...t('rules.items', { returnObjects: true, ...limits }),
          ...(settings.weeklyLimit > 0 ? [t('rules.weeklyLimit', { count: settings.weeklyLimit })] : []),
        ];
  const Icon = kind === 'help' ? IconHelpCircle : IconBook2;
  return (
    <>
      {compact ? (
        <ActionIcon variant="default" size={44} aria-label={t(`${kind}.open`)} onClick={open}>
          <Icon size={20} aria-hidden="true" />
        </ActionIcon>
      ) : (
        <Button variant="default" leftSection={<Icon size={16} aria-hidden="true" />} onClick={open}>
          {t(`${kind}.open`)}
        </Button>
      )}
      <Modal opened={opened} onClose={close} title={t(`${kind}.title`)} size="lg">
        <Stack gap="md">
          <List type={kind === 'help' ? 'ordered' : 'unordered'} spacing="sm">
            {items.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
          <Button onClick={close} style={{ alignSelf: 'flex-end' }}>
            {t('dialog.close')}
          </Button>
        </Stack>
      </Modal>
    </>
  );
}
