import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchBuildVersion, RUNNING_BUILD_ID } from '../lib/build-version';
import {
  canReloadNow,
  parseTimestamp,
  RELOAD_STORAGE_KEY,
  readBuildId,
  shouldOfferReload,
} from './reload-policy';

const CHECK_INTERVAL_MS = 60_000;
const NOTIFICATION_ID = 'buchbar-new-build';

function readLastReload(): number | null {
  try {
    return parseTimestamp(window.sessionStorage.getItem(RELOAD_STORAGE_KEY));
  } catch {
    return null;
  }
}

function ReloadPrompt() {
  const { t } = useTranslation();
  const reload = () => {
    const now = Date.now();
    if (!canReloadNow(readLastReload(), now)) {
      notifications.show({ message: t('build.tooSoon'), color: 'yellow' });
      return;
    }
    try {
      window.sessionStorage.setItem(RELOAD_STORAGE_KEY, String(now));
    } catch {
      // without storage the guard cannot hold; reloading is still the user's explicit choice
    }
    window.location.reload();
  };
  return (
    <Stack gap="xs" align="flex-start">
      <Text size="sm">{t('build.message')}</Text>
      <Button size="xs" onClick={reload}>
        {t('build.reload')}
      </Button>
    </Stack>
  );
}

function ReloadTitle() {
  const { t } = useTranslation();
  return t('build.title');
}

// Module scope: survives re-mounts, so one new build is announced once per page life.
let offeredBuild: string | undefined;

async function checkForNewBuild(): Promise<void> {
  let manifest: unknown;
  try {
    manifest = await fetchBuildVersion();
  } catch {
    return; // offline or no manifest: try again at the next tick
  }
  const build = readBuildId(manifest);
  if (!shouldOfferReload(RUNNING_BUILD_ID, manifest) || build === offeredBuild) return;
  offeredBuild = build;
  notifications.show({
    id: NOTIFICATION_ID,
    title: <ReloadTitle />,
    message: <ReloadPrompt />,
    autoClose: false,
    withCloseButton: true,
  });
}

/** Polls `/version.json` every minute and on window focus; offers a reload when a new build is deployed. */
export function BuildWatcher() {
  useEffect(() => {
    const check = () => void checkForNewBuild();
    const timer = window.setInterval(check, CHECK_INTERVAL_MS);
    window.addEventListener('focus', check);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', check);
    };
  }, []);
  return null;
}
