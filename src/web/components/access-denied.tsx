import { Link, useLocation } from 'react-router';
import { ShieldX } from 'lucide-react';
import { useDocumentTitle } from '../lib/use-document-title';
import { Button } from './ui/button';
import { Card, CardContent } from './ui/card';

const DEFAULT_MESSAGE = 'You need admin privileges to access this page.';

// Screens the spec words their own refusal for; every other admin screen uses the default.
const MESSAGES_BY_PATH: Record<string, string> = {
  '/users': 'You need admin or superadmin privileges to access user management.',
};

export function AccessDenied({ message }: { message?: string }) {
  const { pathname } = useLocation();
  useDocumentTitle('Access Denied');
  return (
    <Card className="mx-auto max-w-lg">
      <CardContent className="flex flex-col items-center gap-4 px-6 py-12 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-destructive/10 text-destructive">
          <ShieldX aria-hidden="true" className="size-7" />
        </span>
        <h1 className="text-2xl font-bold tracking-tight">Access Denied</h1>
        <p className="text-muted-foreground">{message ?? MESSAGES_BY_PATH[pathname.replace(/\/+$/, '')] ?? DEFAULT_MESSAGE}</p>
        <Button asChild variant="outline">
          <Link to="/">Back to Dashboard</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
