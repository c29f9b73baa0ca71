import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { formatDistanceToNow, parseISO } from 'date-fns';
import { Bell } from 'lucide-react';
import { Button } from '../components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '../components/ui/popover';
import { Skeleton } from '../components/ui/skeleton';
import { recentAuditQueryOptions } from '../features/audit/api';
import { auditActionStyle } from '../components/audit-action-style';
import { cn } from '../lib/utils';

const RECENT_LIMIT = 5;

/** The spec leaves the button's behaviour open; it lists the newest audit entries, fetched when opened. */
export function NotificationsPopover() {
  const [open, setOpen] = useState(false);
  const recent = useQuery({ ...recentAuditQueryOptions(RECENT_LIMIT), enabled: open });

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Notifications">
          <Bell aria-hidden="true" />
        </Button>
      </PopoverTrigger>
      <PopoverContent aria-labelledby="recent-activity-heading" className="p-0">
        <div className="border-b px-4 py-3">
          <h2 id="recent-activity-heading" className="text-sm font-semibold">
            Recent activity
          </h2>
        </div>
        <div className="max-h-[min(28rem,calc(100svh-10rem))] overflow-y-auto">
          {recent.isPending ? (
            <div role="status" aria-label="Loading recent activity" className="space-y-3 p-4">
              <Skeleton className="h-10" />
              <Skeleton className="h-10" />
              <Skeleton className="h-10" />
            </div>
          ) : recent.isError ? (
            <p className="p-4 text-sm text-destructive">{recent.error.message}</p>
          ) : recent.data.entries.length === 0 ? (
            <p className="p-4 text-sm text-muted-foreground">No recent activity</p>
          ) : (
            <ul className="divide-y">
              {recent.data.entries.map((entry) => {
                const style = auditActionStyle(entry.action);
                return (
                  <li key={entry.id} className="flex gap-3 px-4 py-3">
                    <span className={cn('mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full', style.className)}>
                      <style.icon aria-hidden="true" className="size-3.5" />
                    </span>
                    <div className="min-w-0 text-sm">
                      <p className="font-medium">{entry.summary}</p>
                      <p className="text-xs text-muted-foreground">
                        {entry.actorLabel} · {formatDistanceToNow(parseISO(entry.timestamp), { addSuffix: true })}
                      </p>
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
        <div className="border-t p-2">
          <Button asChild variant="ghost" size="sm" className="w-full">
            <Link to="/audit" onClick={() => setOpen(false)}>
              View audit trail
            </Link>
          </Button>
        </div>
      </PopoverContent>
    </Popover>
  );
}
