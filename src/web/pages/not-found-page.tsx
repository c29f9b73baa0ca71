import { Link, useLocation } from 'react-router';
import { Compass } from 'lucide-react';
import { AppShell } from '../app/app-layout';
import { FullPageSpinner } from '../components/full-page-spinner';
import { Button } from '../components/ui/button';
import { useCurrentUser } from '../features/auth/api';
import { useDocumentTitle } from '../lib/use-document-title';

function NotFoundContent() {
  const { pathname } = useLocation();
  useDocumentTitle('Page not found');
  return (
    <div className="flex flex-col items-center gap-4 py-16 text-center">
      <Compass aria-hidden="true" className="size-10 text-muted-foreground" />
      <p className="text-7xl font-black tracking-tight text-primary sm:text-8xl">404</p>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Page not found</h1>
      <p className="max-w-md text-muted-foreground">
        There is no page at{' '}
        <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-sm break-all text-foreground">{pathname}</code>. Check
        the address, or head back to the dashboard.
      </p>
      <Button asChild>
        <Link to="/">Back to Dashboard</Link>
      </Button>
    </div>
  );
}

/** Inside the shell for signed-in users, on its own for visitors. */
export function NotFoundPage() {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <FullPageSpinner label="Loading your session" />;
  if (user) {
    return (
      <AppShell>
        <NotFoundContent />
      </AppShell>
    );
  }
  return (
    <main className="flex min-h-svh items-center justify-center px-4">
      <NotFoundContent />
    </main>
  );
}
