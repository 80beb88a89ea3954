import { MAIL_STATUSES, type MailStatus } from '@buchbar/domain/mail-status';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

const isStatus = (v: string | null): v is MailStatus =>
  v !== null && (MAIL_STATUSES as readonly string[]).includes(v);

/** The status filter from `?status=` (unknown values mean "all"); changing it goes back to page 1. */
export function useStatusParam(): [MailStatus | undefined, (status: MailStatus | undefined) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status = isStatus(raw) ? raw : undefined;
  const setStatus = useCallback(
    (next: MailStatus | undefined) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        updated.delete('page');
        if (next) updated.set('status', next);
        else updated.delete('status');
        return updated;
      }),
    [setParams],
  );
  return [status, setStatus];
}
