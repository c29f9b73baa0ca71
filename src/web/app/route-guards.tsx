import { Navigate, Outlet, useLocation, type Location } from 'react-router';
import { CloudOff } from 'lucide-react';
import { canAccessAdminRoutes } from '../../domain/permissions';
import { AccessDenied } from '../components/access-denied';
import { FullPageSpinner } from '../components/full-page-spinner';
import { Button } from '../components/ui/button';
import { useCurrentUser, wasSignedOutOnPurpose } from '../features/auth/api';

interface TRedirectState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

function SessionUnavailable({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-4 p-6 text-center">
      <CloudOff aria-hidden="true" className="size-10 text-muted-foreground" />
      <h1 className="text-2xl font-bold tracking-tight">Unable to load your session</h1>
      <p className="max-w-md text-muted-foreground">{message}</p>
      <Button onClick={onRetry}>Try Again</Button>
    </main>
  );
}

/** Signed-in users only; others go to /auth and come back to where they were heading after signing in. */
export function RequireAuth() {
  const { data: user, isPending, isError, error, refetch } = useCurrentUser();
  const location = useLocation();

  if (isPending) return <FullPageSpinner label="Loading your session" />;
  if (isError && !user) return <SessionUnavailable message={error.message} onRetry={() => void refetch()} />;
  if (!user) {
    // Someone who signed out is not sent back to that page by the next sign-in; an expired session is.
    const state: TRedirectState | undefined = wasSignedOutOnPurpose()
      ? undefined
      : { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
    return <Navigate to="/auth" replace state={state} />;
  }
  return <Outlet />;
}

export function RequireAdmin() {
  const { data: user } = useCurrentUser();
  return canAccessAdminRoutes(user) ? <Outlet /> : <AccessDenied />;
}

/** The auth page is for signed-out visitors; a signed-in user is sent on to where they were heading, or '/'. */
export function PublicOnlyRoute() {
  const { data: user, isPending } = useCurrentUser();
  const location = useLocation();

  if (isPending) return <FullPageSpinner label="Loading your session" />;
  if (user) {
    const from = (location.state as TRedirectState | null)?.from;
    return <Navigate to={from ? `${from.pathname}${from.search}${from.hash}` : '/'} replace />;
  }
  return <Outlet />;
}
