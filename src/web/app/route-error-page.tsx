import { isRouteErrorResponse, useRouteError } from 'react-router';
import { TriangleAlert } from 'lucide-react';
import { Button } from '../components/ui/button';
import { useDocumentTitle } from '../lib/use-document-title';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status}: ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return 'An unexpected error occurred.';
}

/** Last resort when a screen fails to load or render, e.g. a stale chunk after a new release. */
export function RouteErrorPage() {
  const error = useRouteError();
  useDocumentTitle('Something went wrong');
  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-4 p-6 text-center">
      <TriangleAlert aria-hidden="true" className="size-10 text-destructive" />
      <h1 className="text-2xl font-bold tracking-tight">Something went wrong</h1>
      <p className="max-w-md text-muted-foreground">{describe(error)}</p>
      <Button onClick={() => window.location.reload()}>Reload Page</Button>
    </main>
  );
}
