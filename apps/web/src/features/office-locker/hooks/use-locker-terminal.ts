import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-error';
import { checkOutAtLocker, getLockerTerminal, lookupLockerCode } from '../api/locker-terminal';
import type { LockerReturnForm, TripEntryInputShape } from '../api/types';
import { useIdleCountdown } from './use-idle-countdown';

/** Seconds without input before the terminal returns to its start (ADR 0009 gap 7). */
export const LOCKER_IDLE_SECONDS = 60;

export type Screen =
  | { kind: 'entry' }
  | { kind: 'pickup'; compartment: string }
  | { kind: 'return'; code: string; compartment: string; form: LockerReturnForm }
  | { kind: 'returned'; compartment: string };

/**
 * The terminal's screens: code entry, then pick-up (the compartment) or the return's check-out
 * form, then "put the key back"; back to the start after 60 seconds without input.
 */
export function useLockerTerminal(token: string) {
  const { t } = useTranslation('officeLocker');
  const terminal = useQuery({
    queryKey: ['office-locker', 'terminal', token],
    queryFn: ({ signal }) => getLockerTerminal(token, signal),
    enabled: token !== '',
    retry: (count, error) => !(isApiError(error) && error.status === 401) && count < 3,
  });
  const [screen, setScreen] = useState<Screen>({ kind: 'entry' });
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const restart = useCallback(() => {
    setScreen({ kind: 'entry' });
    setCode('');
    setError(null);
  }, []);
  const idle = screen.kind !== 'entry' || code !== '' || error !== null;
  const left = useIdleCountdown(idle, LOCKER_IDLE_SECONDS, restart);

  const submitCode = async () => {
    setBusy(true);
    setError(null);
    try {
      const step = await lookupLockerCode(token, code);
      if (step.step === 'pickup') setScreen({ kind: 'pickup', compartment: step.compartment });
      else if (step.form) setScreen({ kind: 'return', code, compartment: step.compartment, form: step.form });
      setCode('');
    } catch (err) {
      setError(err instanceof Error ? err.message : t('code.unknown'));
    } finally {
      setBusy(false);
    }
  };

  const submitReturn = async (entry: TripEntryInputShape) => {
    if (screen.kind !== 'return') return;
    setBusy(true);
    try {
      const done = await checkOutAtLocker(token, screen.code, entry);
      setScreen({ kind: 'returned', compartment: done.compartment });
    } catch (err) {
      if (isApiError(err) && err.status !== 422) {
        restart();
        setError(err.message);
        return;
      }
      throw err;
    } finally {
      setBusy(false);
    }
  };
  return { terminal, screen, code, setCode, error, busy, restart, idle, left, submitCode, submitReturn };
}
