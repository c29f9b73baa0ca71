import { LoaderCircle } from 'lucide-react';
import { cn } from '../lib/utils';
import { Button } from './ui/button';

/** What the footer needs of an infinite query. */
interface TPagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
  isError: boolean;
  error: Error | null;
}

/**
 * The end of a paged list: "Load more" while the server has further pages and, when `items` names them, why the
 * last page failed to load ("Failed to load submissions: ..."). The class names fit it to the list's padding.
 */
export function ListFooter({
  list,
  items,
  className,
  errorClassName,
}: {
  list: TPagedQuery;
  items?: string;
  className?: string;
  errorClassName?: string;
}) {
  return (
    <>
      {items && list.isError && (
        <p role="alert" className={cn('text-sm text-destructive', errorClassName)}>
          Failed to load {items}: {list.error?.message}
        </p>
      )}
      {list.hasNextPage && (
        <div className={cn('flex justify-center', className)}>
          <Button variant="outline" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
            {list.isFetchingNextPage && <LoaderCircle aria-hidden="true" className="animate-spin" />}
            Load more
          </Button>
        </div>
      )}
    </>
  );
}
