import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { BookOpen } from 'lucide-react';
import { PolicyKeywords } from '../../components/policy-keywords';
import { RiskLabel } from '../../components/risk-label';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { relevantPoliciesQueryOptions } from '../../features/analysis/api';

/** The top 3 policies for this submission: those its findings cite first, then those whose keywords appear in it. */
export function RelevantPoliciesCard({ submissionId }: { submissionId: string }) {
  const policies = useQuery(relevantPoliciesQueryOptions(submissionId));

  return (
    <Card aria-labelledby="relevant-policies-heading">
      <CardHeader>
        <CardTitle id="relevant-policies-heading">Relevant Policies</CardTitle>
        <CardDescription>The publisher policies that matter most for this creative.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {policies.isPending ? (
          <div role="status" aria-label="Loading relevant policies" className="space-y-3">
            <Skeleton className="h-20" />
            <Skeleton className="h-20" />
          </div>
        ) : policies.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Relevant policies could not be loaded: {policies.error.message}
          </p>
        ) : policies.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No policy in the library applies to this submission.</p>
        ) : (
          <ul className="space-y-3">
            {policies.data.map((policy) => (
              <li key={policy.id} data-testid="relevant-policy" className="space-y-2 rounded-lg border p-3">
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="font-medium">{policy.title}</h3>
                  <Badge variant="outline">{policy.category}</Badge>
                  <RiskLabel level={policy.riskLevel} />
                </div>
                <p className="line-clamp-3 text-sm text-muted-foreground">{policy.description}</p>
                <PolicyKeywords keywords={policy.keywords} matched={policy.matchedKeywords} />
                <p className="text-xs text-muted-foreground">{policy.reference}</p>
              </li>
            ))}
          </ul>
        )}
        <Button asChild variant="link" size="sm">
          <Link to="/policies">
            <BookOpen aria-hidden="true" />
            Open Policy Documents
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
