import { Construction } from 'lucide-react';
import { Card, CardContent } from './ui/card';

/** Stands in for a screen that is not built yet; replace it with the real screen when it lands. */
export function PendingFeature({ description }: { description: string }) {
  return (
    <Card className="border-dashed">
      <CardContent className="flex flex-col items-center gap-3 px-6 py-12 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
          <Construction aria-hidden="true" className="size-6" />
        </span>
        <h2 className="text-lg font-semibold">This area is being set up</h2>
        <p className="max-w-md text-sm text-muted-foreground">{description} It will appear in a coming release.</p>
      </CardContent>
    </Card>
  );
}
