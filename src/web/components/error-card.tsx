import { TriangleAlert } from 'lucide-react';
import { Button } from './ui/button';
import { Card, CardContent } from './ui/card';

/** A failed load, worded by the screen, with the server's reason and a retry. */
export function ErrorCard({ title, message, onRetry }: { title: string; message?: string; onRetry?: () => void }) {
  return (
    <Card role="alert" className="border-destructive/50">
      <CardContent className="flex flex-wrap items-center gap-3 p-6">
        <TriangleAlert aria-hidden="true" className="size-5 shrink-0 text-destructive" />
        <div className="min-w-0 flex-1">
          <p className="font-medium">{title}</p>
          {message && <p className="text-sm text-muted-foreground break-words">{message}</p>}
        </div>
        {onRetry && (
          <Button variant="outline" onClick={onRetry}>
            Try Again
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
