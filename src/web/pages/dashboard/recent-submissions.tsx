import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { Filter, Inbox, LoaderCircle, Search, UserRound } from 'lucide-react';
import type { TListSort } from '../../../domain/desk';
import { can } from '../../../domain/permissions';
import type { TSubmission } from '../../../domain/submissions';
import { ErrorCard } from '../../components/error-card';
import { EscalateDialog } from '../../components/escalate-dialog';
import { ListFooter } from '../../components/list-footer';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';
import { useCurrentUser } from '../../features/auth/api';
import { showsEscalateButton, showsReviewButton } from '../../features/submissions/actions';
import { submissionListQueryOptions, type TStatusFilter } from '../../features/submissions/api';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { SubmissionListItem } from './submission-list-item';

const PAGE_SIZE = 10;
const SEARCH_DEBOUNCE_MS = 300;

const STATUS_OPTIONS: { value: TStatusFilter; label: string }[] = [
  { value: 'all', label: 'All Status' },
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'revision', label: 'Revision' },
  { value: 'invalid_attachments', label: 'Invalid Attachments' },
];

const SORT_OPTIONS: { value: TListSort; label: string }[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'due', label: 'Due soonest' },
];

/** Whoever can hold work has a queue of their own: reviewers, admins and the specialists. */
export const hasOwnQueue = (user: Parameters<typeof can>[0]) => can(user, 'submission.claim') || can(user, 'track.claim');

function readStatus(value: string | null): TStatusFilter {
  return STATUS_OPTIONS.some((option) => option.value === value) ? (value as TStatusFilter) : 'all';
}

/** The search text, status, order and 'My queue' live in the URL (?q=&status=&sort=&mine=1), so a filtered list can be shared and survives reload. */
function useListFilters() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const status = readStatus(params.get('status'));
  const sort: TListSort = params.get('sort') === 'due' ? 'due' : 'newest';
  const mine = params.get('mine') === '1';

  const update = (key: 'q' | 'status' | 'sort' | 'mine', value: string, empty: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === empty) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );

  return {
    q,
    status,
    sort,
    mine,
    setQ: (value: string) => update('q', value.trim(), ''),
    setStatus: (value: TStatusFilter) => update('status', value, 'all'),
    setSort: (value: TListSort) => update('sort', value, 'newest'),
    setMine: (value: boolean) => update('mine', value ? '1' : '', ''),
  };
}

export function RecentSubmissions() {
  const { data: user } = useCurrentUser();
  const { q, status, sort, mine, setQ, setStatus, setSort, setMine } = useListFilters();
  const ownQueue = hasOwnQueue(user) && mine;
  const [searchText, setSearchText] = useState(q);
  const debouncedSearch = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);
  const [escalating, setEscalating] = useState<TSubmission | null>(null);

  // Typing settles into the URL after a pause...
  const appliedQ = useRef(q);
  useEffect(() => {
    if (debouncedSearch.trim() === appliedQ.current) return;
    appliedQ.current = debouncedSearch.trim();
    setQ(debouncedSearch);
  }, [debouncedSearch]); // Only a settled search writes the URL, not every render's new setQ.
  // ...and a URL changed from outside (back button, a link) puts its text back in the box.
  useEffect(() => {
    if (q === appliedQ.current) return;
    appliedQ.current = q;
    setSearchText(q);
  }, [q]);

  const list = useInfiniteQuery({
    ...submissionListQueryOptions({ q: q || undefined, status, sort, assignee: ownQueue ? 'me' : undefined, limit: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const submissions = list.data?.pages.flatMap((page) => page.submissions) ?? [];
  const total = list.data?.pages[0]?.total;
  const totalIsLowerBound = list.data?.pages[0]?.totalIsLowerBound ?? false;

  const applyNow = () => {
    const text = searchText.trim();
    if (text === q) {
      void list.refetch();
      return;
    }
    appliedQ.current = text;
    setQ(text);
  };

  return (
    <Card>
      <CardHeader className="gap-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <div className="flex flex-wrap items-center gap-3">
            <CardTitle id="recent-submissions-heading">{ownQueue ? 'My Queue' : 'Recent Submissions'}</CardTitle>
            {hasOwnQueue(user) && (
              <Button type="button" size="sm" variant={ownQueue ? 'default' : 'outline'} aria-pressed={ownQueue} onClick={() => setMine(!ownQueue)}>
                <UserRound aria-hidden="true" />
                My queue
              </Button>
            )}
          </div>
          {total !== undefined && (
            <CardDescription aria-live="polite" data-testid="submissions-total">
              {total.toLocaleString('en-US')}
              {totalIsLowerBound ? '+' : ''} {total === 1 && !totalIsLowerBound ? 'submission' : 'submissions'}
            </CardDescription>
          )}
        </div>
        <form
          role="search"
          aria-label="Filter submissions"
          className="flex flex-col gap-2 sm:flex-row"
          onSubmit={(event) => {
            event.preventDefault();
            applyNow();
          }}
        >
          <div className="relative flex-1">
            <Label htmlFor="submission-search" className="sr-only">
              Search submissions
            </Label>
            <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
            <Input
              id="submission-search"
              type="search"
              value={searchText}
              onChange={(event) => setSearchText(event.target.value)}
              placeholder="Search by title, email or ID..."
              className="pl-9"
              autoComplete="off"
            />
          </div>
          <div className="grid grid-cols-2 gap-2 sm:flex">
            <div className="sm:w-48 sm:flex-none">
              <Label htmlFor="submission-status-filter" className="sr-only">
                Filter by status
              </Label>
              <NativeSelect
                id="submission-status-filter"
                value={status}
                onChange={(event) => setStatus(event.target.value as TStatusFilter)}
              >
                {STATUS_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="sm:w-40 sm:flex-none">
              <Label htmlFor="submission-sort" className="sr-only">
                Order
              </Label>
              <NativeSelect id="submission-sort" value={sort} onChange={(event) => setSort(event.target.value as TListSort)}>
                {SORT_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <Button type="submit" variant="outline" className="col-span-2 sm:col-auto" disabled={list.isFetching && !list.isFetchingNextPage}>
              {list.isFetching && !list.isFetchingNextPage ? (
                <LoaderCircle aria-hidden="true" className="animate-spin" />
              ) : (
                <Filter aria-hidden="true" />
              )}
              Filter
            </Button>
          </div>
        </form>
      </CardHeader>
      <CardContent className="px-0 pb-2">
        {list.isPending ? (
          <div role="status" className="flex items-center justify-center gap-2 px-6 py-12 text-sm text-muted-foreground">
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-primary" />
            Loading submissions...
          </div>
        ) : list.isError && submissions.length === 0 ? (
          <div className="px-6 pb-4">
            <ErrorCard title="Failed to load submissions" message={list.error.message} onRetry={() => void list.refetch()} />
          </div>
        ) : submissions.length === 0 ? (
          <div className="flex flex-col items-center gap-2 px-6 py-12 text-center">
            <Inbox aria-hidden="true" className="size-10 text-muted-foreground" />
            <p className="font-medium">No submissions found</p>
            <p className="max-w-sm text-sm text-muted-foreground">
              {ownQueue
                ? 'Nothing is assigned to you. Claim a submission from its review page.'
                : q || status !== 'all'
                  ? 'Try a different search or status.'
                  : 'New submissions will appear here.'}
            </p>
          </div>
        ) : (
          <>
            <ul aria-labelledby="recent-submissions-heading" className="divide-y border-t" aria-busy={list.isPlaceholderData}>
              {submissions.map((submission) => (
                <li key={submission.id}>
                  <SubmissionListItem
                    submission={submission}
                    showReview={showsReviewButton(user, submission)}
                    showEscalate={showsEscalateButton(user, submission)}
                    onEscalate={setEscalating}
                  />
                </li>
              ))}
            </ul>
            <ListFooter list={list} items="submissions" className="border-t px-6 py-4" errorClassName="border-t px-6 py-3" />
          </>
        )}
      </CardContent>
      {escalating && (
        <EscalateDialog
          submission={escalating}
          open={escalating !== null}
          onOpenChange={(open) => {
            if (!open) setEscalating(null);
          }}
        />
      )}
    </Card>
  );
}
