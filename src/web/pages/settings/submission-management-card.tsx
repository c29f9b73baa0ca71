import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { LoaderCircle, Search, Trash2 } from 'lucide-react';
import { PRIORITIES, SUBMISSION_STATUSES, type TPriority } from '../../../domain/enums';
import { ErrorCard } from '../../components/error-card';
import { ListFooter } from '../../components/list-footer';
import { SubmissionStatusBadge, submissionStatusLabel } from '../../components/submission-status-badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Checkbox } from '../../components/ui/checkbox';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import { submissionListQueryOptions, type TStatusFilter } from '../../features/submissions/api';
import { formatDate, humanizeIdentifier } from '../../lib/format';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { BulkDeleteDialog } from './bulk-delete-dialog';
import { DeletionPreviewDialog } from './deletion-preview-dialog';

const PAGE_SIZE = 50;
const SEARCH_DEBOUNCE_MS = 300;

// Spec 2 lists these statuses for the table (under_review is analytics-only).
const STATUS_FILTERS = SUBMISSION_STATUSES.filter((status) => status !== 'under_review');

type TDialog = { kind: 'one'; id: string } | { kind: 'many'; ids: string[] } | null;

/** Superadmin table: search, filter, select and delete submissions (spec 2, System Settings). */
export function SubmissionManagementCard() {
  const [searchText, setSearchText] = useState('');
  const q = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [status, setStatus] = useState<TStatusFilter>('all');
  const [priority, setPriority] = useState<TPriority | 'all'>('all');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<TDialog>(null);

  const list = useInfiniteQuery({
    ...submissionListQueryOptions({ q: q || undefined, status, priority, limit: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.pages.flatMap((page) => page.submissions) ?? [];
  const total = list.data?.pages[0]?.total;

  // A selection made under other filters could delete rows no longer on screen.
  useEffect(() => setSelected(new Set()), [q, status, priority]);

  const selectedOnPage = rows.filter((row) => selected.has(row.id));
  const allSelected = rows.length > 0 && selectedOnPage.length === rows.length;
  const someSelected = selectedOnPage.length > 0 && !allSelected;

  const toggle = (id: string, checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });

  const forget = (ids: string[]) =>
    setSelected((current) => new Set([...current].filter((id) => !ids.includes(id))));

  const deleteSelected = () => {
    const ids = [...selected];
    if (ids.length === 1) setDialog({ kind: 'one', id: ids[0] });
    else if (ids.length > 1) setDialog({ kind: 'many', ids });
  };

  return (
    <Card aria-labelledby="submission-management-heading">
      <CardHeader className="gap-4">
        <div className="space-y-1.5">
          <CardTitle id="submission-management-heading">Submission management</CardTitle>
          <CardDescription>Superadmins only: find submissions and delete them with everything that belongs to them.</CardDescription>
        </div>
        <div className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_12rem_10rem]">
          <div className="relative">
            <Label htmlFor="manage-search" className="sr-only">
              Search submissions
            </Label>
            <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
            <Input
              id="manage-search"
              type="search"
              value={searchText}
              onChange={(event) => setSearchText(event.target.value)}
              placeholder="Search title, submitter email or name..."
              className="pl-9"
              autoComplete="off"
            />
          </div>
          <div>
            <Label htmlFor="manage-status" className="sr-only">
              Status
            </Label>
            <NativeSelect id="manage-status" value={status} onChange={(event) => setStatus(event.target.value as TStatusFilter)}>
              <option value="all">All statuses</option>
              {STATUS_FILTERS.map((value) => (
                <option key={value} value={value}>
                  {submissionStatusLabel(value)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div>
            <Label htmlFor="manage-priority" className="sr-only">
              Priority
            </Label>
            <NativeSelect
              id="manage-priority"
              value={priority}
              onChange={(event) => setPriority(event.target.value as TPriority | 'all')}
            >
              <option value="all">All priorities</option>
              {PRIORITIES.map((value) => (
                <option key={value} value={value}>
                  {humanizeIdentifier(value)}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {selected.size > 0 ? `${selected.size} selected` : total !== undefined ? `${total} ${total === 1 ? 'submission' : 'submissions'}` : ''}
          </p>
          <Button variant="destructive" size="sm" onClick={deleteSelected} disabled={selected.size === 0}>
            <Trash2 aria-hidden="true" />
            Delete Selected
          </Button>
        </div>
      </CardHeader>
      <CardContent>
        {list.isPending ? (
          <div role="status" className="flex items-center justify-center gap-2 py-10 text-sm text-muted-foreground">
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-primary" />
            Loading submissions...
          </div>
        ) : list.isError && rows.length === 0 ? (
          <ErrorCard title="Failed to load submissions" message={list.error.message} onRetry={() => void list.refetch()} />
        ) : rows.length === 0 ? (
          <p className="py-10 text-center text-sm text-muted-foreground">No submissions found</p>
        ) : (
          <>
            <Table label="Submissions" aria-busy={list.isPlaceholderData}>
              <TableHeader>
                <TableRow>
                  <TableHead className="w-10">
                    <Checkbox
                      aria-label="Select all submissions on this page"
                      checked={allSelected ? true : someSelected ? 'indeterminate' : false}
                      onCheckedChange={(checked) =>
                        setSelected(checked === true ? new Set(rows.map((row) => row.id)) : new Set())
                      }
                    />
                  </TableHead>
                  <TableHead>Submission</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead>Priority</TableHead>
                  <TableHead>Created</TableHead>
                  <TableHead className="text-right">Actions</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.id} data-state={selected.has(row.id) ? 'selected' : undefined} data-testid="manage-row">
                    <TableCell>
                      <Checkbox
                        aria-label={`Select ${row.title}`}
                        checked={selected.has(row.id)}
                        onCheckedChange={(checked) => toggle(row.id, checked === true)}
                      />
                    </TableCell>
                    <TableCell className="min-w-56">
                      <Link
                        to={`/review/${row.id}`}
                        className="font-medium break-words text-foreground underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                      >
                        {row.title}
                      </Link>
                      <span className="block text-xs text-muted-foreground break-all">
                        {row.submitterName ? `${row.submitterName} · ` : ''}
                        {row.submitterEmail}
                      </span>
                    </TableCell>
                    <TableCell>
                      <SubmissionStatusBadge status={row.status} />
                    </TableCell>
                    <TableCell>{humanizeIdentifier(row.priority)}</TableCell>
                    <TableCell className="whitespace-nowrap">
                      <time dateTime={row.createdAt}>{formatDate(row.createdAt)}</time>
                    </TableCell>
                    <TableCell className="text-right">
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={`Delete ${row.title}`}
                        title="Delete submission"
                        className="text-destructive hover:text-destructive"
                        onClick={() => setDialog({ kind: 'one', id: row.id })}
                      >
                        <Trash2 aria-hidden="true" />
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <ListFooter list={list} items="submissions" className="mt-4" errorClassName="mt-3" />
          </>
        )}
      </CardContent>
      {dialog?.kind === 'one' && (
        <DeletionPreviewDialog submissionId={dialog.id} onClose={() => setDialog(null)} onDeleted={(id) => forget([id])} />
      )}
      {dialog?.kind === 'many' && <BulkDeleteDialog ids={dialog.ids} onClose={() => setDialog(null)} onDeleted={forget} />}
    </Card>
  );
}
