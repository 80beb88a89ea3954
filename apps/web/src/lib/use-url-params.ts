import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * One query-string parameter as state (filters and paging survive reload and back/forward).
 * Setting a value resets `page` unless the parameter is `page` itself: a new filter starts at 1.
 */
export function useUrlParam(name: string): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get(name) ?? '';
  const setValue = useCallback(
    (next: string) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === '') updated.delete(name);
          else updated.set(name, next);
          if (name !== 'page') updated.delete('page');
          return updated;
        },
        { replace: name !== 'page' },
      ),
    [name, setParams],
  );
  return [value, setValue];
}

/** Current page from `?page=` (1-based); invalid values count as page 1. */
export function useUrlPage(): [number, (page: number) => void] {
  const [raw, setRaw] = useUrlParam('page');
  const parsed = Number.parseInt(raw || '1', 10);
  const page = Number.isFinite(parsed) && parsed >= 1 ? parsed : 1;
  const setPage = useCallback((next: number) => setRaw(next <= 1 ? '' : String(next)), [setRaw]);
  return [page, setPage];
}
