import { Link } from 'react-router';
import { ArrowRight, Globe, UserRound } from 'lucide-react';
import { formatDiffValue, type TAuditEntry } from '../../../domain/audit';
import { auditActionStyle } from '../../components/audit-action-style';
import { Badge } from '../../components/ui/badge';
import { formatTimestamp, humanizeIdentifier } from '../../lib/format';
import { cn } from '../../lib/utils';

export function AuditEntryCard({ entry }: { entry: TAuditEntry }) {
  const style = auditActionStyle(entry.action);

  return (
    <article className="flex gap-3 rounded-xl border bg-card p-4 shadow-sm sm:gap-4" data-testid="audit-entry">
      <span className={cn('flex size-9 shrink-0 items-center justify-center rounded-full', style.className)}>
        <style.icon aria-hidden="true" className="size-4" />
      </span>
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <Badge className={cn('border-transparent', style.className)}>{style.label}</Badge>
          <Badge variant="outline">{humanizeIdentifier(entry.entityType)}</Badge>
        </div>
        <h2 className="font-medium break-words">{entry.summary}</h2>
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <div className="flex items-center gap-1.5">
            <dt>
              <UserRound aria-hidden="true" className="size-3.5" />
              <span className="sr-only">Actor</span>
            </dt>
            <dd>{entry.actorLabel}</dd>
          </div>
          {entry.ipAddress && (
            <div className="flex items-center gap-1.5">
              <dt>
                <Globe aria-hidden="true" className="size-3.5" />
                <span className="sr-only">IP address</span>
              </dt>
              <dd className="font-mono text-xs">{entry.ipAddress}</dd>
            </div>
          )}
          <div className="flex items-center gap-1.5">
            <dt className="sr-only">Time</dt>
            <dd>
              <time dateTime={entry.timestamp}>{formatTimestamp(entry.timestamp)}</time>
            </dd>
          </div>
        </dl>
        {entry.fieldDiffs.length > 0 && (
          <ul className="space-y-1 rounded-lg bg-muted px-3 py-2 text-sm" aria-label="Changed fields">
            {entry.fieldDiffs.map((diff) => (
              <li key={diff.field} className="break-words">
                <span className="font-medium">{diff.field}:</span>{' '}
                <span className="text-muted-foreground">{formatDiffValue(diff.from)}</span>{' '}
                <ArrowRight aria-hidden="true" className="inline size-3.5 align-[-2px]" />
                <span className="sr-only">to</span>{' '}
                <span>{formatDiffValue(diff.to)}</span>
              </li>
            ))}
          </ul>
        )}
        {entry.entityUrl && (
          <Link
            to={entry.entityUrl}
            className="inline-flex items-center gap-1 rounded-sm text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            View {humanizeIdentifier(entry.entityType).toLowerCase()}
            <ArrowRight aria-hidden="true" className="size-3.5" />
          </Link>
        )}
      </div>
    </article>
  );
}
