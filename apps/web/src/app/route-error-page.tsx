import { useQueryClient, useQueryErrorResetBoundary } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router';
import { ErrorView } from '../components/error-view';
import { isApiError } from '../lib/api-error';
import { resetTargetFor } from '../lib/reset-target';
import { useMe } from '../lib/session';

function describe(error: unknown, t: TFunction<'errors'>): { status: number; message: string } {
  if (isApiError(error)) return { status: error.status, message: error.message };
  if (isRouteErrorResponse(error)) {
    const message = error.status === 404 ? t('notFound.message') : error.statusText;
    return { status: error.status, message: message || t('unexpected') };
  }
  return { status: 500, message: t('unexpected') };
}

/**
 * React Router errorElement: status and message, and a reset back to the reading room or the
 * vehicles (spec 2): the area the error happened in, else the start page.
 */
export function RouteErrorPage() {
  const { t } = useTranslation('errors');
  const error = useRouteError();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { reset } = useQueryErrorResetBoundary();
  const { pathname } = useLocation();
  const { data: me } = useMe();
  const target = resetTargetFor(pathname, me);
  const { status, message } = describe(error, t);
  const heading = status === 404 ? t('notFound.heading') : t('heading');

  const backToStart = () => {
    reset();
    // Failed queries start fresh, so the start page does not rethrow the same cached error.
    void queryClient.resetQueries({ predicate: (query) => query.state.status === 'error' });
    navigate(target.path, { replace: true });
  };

  return (
    <ErrorView
      status={status}
      heading={heading}
      message={message}
      onReset={backToStart}
      resetLabel={target.area === 'start' ? undefined : t(`backTo.${target.area}`)}
    />
  );
}
