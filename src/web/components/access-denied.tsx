import { Link } from 'react-router';
import { ShieldX } from 'lucide-react';
import { useDocumentTitle } from '../lib/use-document-title';
import { Button } from './ui/button';
import { Card, CardContent } from './ui/card';

export function AccessDenied() {
  useDocumentTitle('Access Denied');
  return (
    <Card className="mx-auto max-w-lg">
      <CardContent className="flex flex-col items-center gap-4 px-6 py-12 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-destructive/10 text-destructive">
          <ShieldX aria-hidden="true" className="size-7" />
        </span>
        <h1 className="text-2xl font-bold tracking-tight">Access Denied</h1>
        <p className="text-muted-foreground">You need admin privileges to access this page.</p>
        <Button asChild variant="outline">
          <Link to="/">Back to Dashboard</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
