import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { BookOpen, FileX, Lock, Pencil, Plus, Search, Trash2 } from 'lucide-react';
import { POLICY_LIBRARY_CATEGORIES } from '../../domain/enums';
import { can } from '../../domain/permissions';
import { isBuiltInPolicy, type TPolicy } from '../../domain/policies';
import type { TPolicyLibraryCategory } from '../../domain/policy-library';
import { ErrorCard } from '../components/error-card';
import { PageHeader } from '../components/page-header';
import { PolicyKeywords } from '../components/policy-keywords';
import { RiskLabel } from '../components/risk-label';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '../components/ui/accordion';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { Input } from '../components/ui/input';
import { Label } from '../components/ui/label';
import { NativeSelect } from '../components/ui/native-select';
import { Skeleton } from '../components/ui/skeleton';
import { useCurrentUser } from '../features/auth/api';
import { policiesQueryOptions } from '../features/policies/api';
import { AddPolicyDialog } from './policies/add-policy-dialog';
import { ModifyPolicyDialog } from './policies/modify-policy-dialog';
import { RemovePolicyDialog } from './policies/remove-policy-dialog';

type TCategoryFilter = TPolicyLibraryCategory | 'all';

const SOURCE_LABELS: Record<string, string> = {
  file_upload: 'Added from a document',
  url: 'Added from a web page',
  manual: 'Added manually',
};
type TDialog = { kind: 'modify' | 'remove'; policy: TPolicy } | null;

function matches(policy: TPolicy, query: string): boolean {
  if (!query) return true;
  const haystack = [policy.title, policy.description, policy.reference, ...policy.requirements, ...policy.keywords, ...policy.legalReferences]
    .join('\n')
    .toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .every((word) => haystack.includes(word));
}

function CategoryStats({ policies }: { policies: TPolicy[] }) {
  return (
    <section aria-labelledby="policy-stats-heading">
      <h2 id="policy-stats-heading" className="sr-only">
        Policies per category
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {POLICY_LIBRARY_CATEGORIES.map((category) => (
          <div key={category} data-testid="policy-category-stat" className="rounded-xl border bg-card p-4 shadow-sm">
            <dt className="text-sm font-medium text-muted-foreground">{category}</dt>
            <dd className="mt-1 text-2xl font-bold tabular-nums">{policies.filter((policy) => policy.category === category).length}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function PolicyDetails({ policy, onModify, onRemove }: { policy: TPolicy; onModify?: () => void; onRemove?: () => void }) {
  const builtIn = isBuiltInPolicy(policy.id);
  return (
    <div className="space-y-4">
      <p className="text-sm whitespace-pre-line">{policy.description}</p>
      {policy.requirements.length > 0 && (
        <div className="space-y-1.5">
          <h4 className="text-sm font-semibold">Requirements</h4>
          <ul className="list-disc space-y-1 pl-5 text-sm">
            {policy.requirements.map((requirement) => (
              <li key={requirement}>{requirement}</li>
            ))}
          </ul>
        </div>
      )}
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div className="space-y-0.5">
          <dt className="text-xs font-medium text-muted-foreground">Reference</dt>
          <dd className="break-words">{policy.reference}</dd>
        </div>
        <div className="space-y-0.5">
          <dt className="text-xs font-medium text-muted-foreground">Risk level</dt>
          <dd>
            <RiskLabel level={policy.riskLevel} className="text-sm" />
          </dd>
        </div>
        {policy.legalReferences.length > 0 && (
          <div className="space-y-0.5 sm:col-span-2">
            <dt className="text-xs font-medium text-muted-foreground">Legal references</dt>
            <dd>
              <ul className="list-disc space-y-0.5 pl-5">
                {policy.legalReferences.map((reference) => (
                  <li key={reference} className="break-words">
                    {reference}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        )}
        {policy.keywords.length > 0 && (
          <div className="space-y-1 sm:col-span-2">
            <dt className="text-xs font-medium text-muted-foreground">Keywords</dt>
            <dd>
              <PolicyKeywords keywords={policy.keywords} />
            </dd>
          </div>
        )}
        {policy.sourceUrl && (
          <div className="space-y-0.5 sm:col-span-2">
            <dt className="text-xs font-medium text-muted-foreground">Source</dt>
            <dd className="break-all">{policy.sourceUrl}</dd>
          </div>
        )}
      </dl>
      {builtIn ? (
        <p className="flex items-center gap-2 text-xs text-muted-foreground">
          <Lock aria-hidden="true" className="size-3.5" />
          Built-in policy: part of the publisher's library and cannot be modified or removed.
        </p>
      ) : (
        (onModify || onRemove) && (
          <div className="flex flex-wrap gap-2">
            {onModify && (
              <Button variant="outline" size="sm" onClick={onModify}>
                <Pencil aria-hidden="true" />
                Modify<span className="sr-only"> {policy.title}</span>
              </Button>
            )}
            {onRemove && (
              <Button variant="outline" size="sm" onClick={onRemove} className="text-destructive hover:text-destructive">
                <Trash2 aria-hidden="true" />
                Remove<span className="sr-only"> {policy.title}</span>
              </Button>
            )}
          </div>
        )
      )}
    </div>
  );
}

export function PoliciesPage() {
  const { data: user } = useCurrentUser();
  const policies = useQuery(policiesQueryOptions());
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<TCategoryFilter>('all');
  const [adding, setAdding] = useState(false);
  const [dialog, setDialog] = useState<TDialog>(null);
  const manage = can(user, 'policy.manage');

  const shown = useMemo(
    () =>
      (policies.data ?? []).filter((policy) => (category === 'all' || policy.category === category) && matches(policy, search.trim())),
    [policies.data, category, search],
  );

  let body;
  if (policies.isPending) {
    body = (
      <div role="status" aria-label="Loading policies" className="space-y-6">
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {POLICY_LIBRARY_CATEGORIES.map((name) => (
            <Skeleton key={name} className="h-24 rounded-xl" />
          ))}
        </div>
        <Skeleton className="h-96 rounded-xl" />
      </div>
    );
  } else if (policies.isError) {
    body = <ErrorCard title="Failed to load policies" message={policies.error.message} onRetry={() => void policies.refetch()} />;
  } else {
    body = (
      <div className="space-y-6">
        <CategoryStats policies={policies.data} />
        <Card aria-labelledby="policy-library-heading">
          <CardHeader className="gap-4">
            <div className="flex flex-wrap items-center gap-2">
              <CardTitle id="policy-library-heading" className="flex items-center gap-2">
                <BookOpen aria-hidden="true" className="size-5 text-primary" />
                Policy Library
              </CardTitle>
              <Badge variant="secondary" data-testid="policy-count">
                {shown.length === policies.data.length ? `${policies.data.length} policies` : `${shown.length} of ${policies.data.length}`}
              </Badge>
            </div>
            <div className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_14rem]">
              <div className="relative">
                <Label htmlFor="policy-search" className="sr-only">
                  Search policies
                </Label>
                <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
                <Input
                  id="policy-search"
                  type="search"
                  placeholder="Search policies, requirements and keywords..."
                  value={search}
                  onChange={(event) => setSearch(event.target.value)}
                  className="pl-9"
                />
              </div>
              <div>
                <Label htmlFor="policy-category" className="sr-only">
                  Filter by category
                </Label>
                <NativeSelect id="policy-category" value={category} onChange={(event) => setCategory(event.target.value as TCategoryFilter)}>
                  <option value="all">All Categories</option>
                  {POLICY_LIBRARY_CATEGORIES.map((name) => (
                    <option key={name} value={name}>
                      {name}
                    </option>
                  ))}
                </NativeSelect>
              </div>
            </div>
          </CardHeader>
          <CardContent>
            {shown.length === 0 ? (
              <div className="flex flex-col items-center gap-2 py-10 text-center">
                <FileX aria-hidden="true" className="size-10 text-muted-foreground" />
                <p className="font-medium">No policies found</p>
                <p className="text-sm text-muted-foreground">
                  {policies.data.length === 0 ? 'The policy library is empty.' : 'Try a different search or category.'}
                </p>
              </div>
            ) : (
              <Accordion type="multiple" className="rounded-lg border px-4">
                {shown.map((policy) => {
                  const builtIn = isBuiltInPolicy(policy.id);
                  return (
                    <AccordionItem key={policy.id} value={policy.id} data-testid="policy-item">
                      <AccordionTrigger>
                        <span className="grid min-w-0 gap-1.5">
                          <span className="text-base font-semibold break-words">{policy.title}</span>
                          <span className="flex flex-wrap items-center gap-2 font-normal">
                            <Badge variant="outline">{policy.category}</Badge>
                            <RiskLabel level={policy.riskLevel} />
                            {builtIn && (
                              <Badge variant="secondary" data-testid="policy-read-only">
                                <Lock aria-hidden="true" />
                                Built-in · Read-only
                              </Badge>
                            )}
                            {!builtIn && policy.sourceType && SOURCE_LABELS[policy.sourceType] && (
                              <Badge variant="secondary">{SOURCE_LABELS[policy.sourceType]}</Badge>
                            )}
                          </span>
                        </span>
                      </AccordionTrigger>
                      <AccordionContent>
                        <PolicyDetails
                          policy={policy}
                          onModify={manage ? () => setDialog({ kind: 'modify', policy }) : undefined}
                          onRemove={manage ? () => setDialog({ kind: 'remove', policy }) : undefined}
                        />
                      </AccordionContent>
                    </AccordionItem>
                  );
                })}
              </Accordion>
            )}
          </CardContent>
        </Card>
      </div>
    );
  }

  return (
    <>
      <PageHeader title="Policy Documents" subtitle="The advertising policies that compliance analysis checks against">
        {manage && (
          <Button onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" />
            Add Policy
          </Button>
        )}
      </PageHeader>
      {body}
      {manage && <AddPolicyDialog open={adding} onOpenChange={setAdding} />}
      {dialog?.kind === 'modify' && <ModifyPolicyDialog policy={dialog.policy} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'remove' && <RemovePolicyDialog policy={dialog.policy} onClose={() => setDialog(null)} />}
    </>
  );
}
