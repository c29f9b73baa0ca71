import { Scale, ShieldAlert } from 'lucide-react';
import type { TViolation } from '../../../domain/analysis';
import type { TViolationSeverity } from '../../../domain/enums';
import { TONE_CLASSES } from '../../components/submission-status-badge';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { humanizeIdentifier } from '../../lib/format';

const SEVERITY_CLASSES: Record<TViolationSeverity, string> = {
  critical: TONE_CLASSES.red,
  major: TONE_CLASSES.orange,
  moderate: TONE_CLASSES.yellow,
  minor: 'border-transparent bg-secondary text-secondary-foreground',
};

const CATEGORY_LABELS: Record<string, string> = {
  federal_law: 'Federal Law',
  state_law: 'State Law',
  publisher_policy: 'Publisher Policy',
};

/** Legal for federal or state law, otherwise policy (spec 1 section 3). */
function issueType(category: string): 'legal' | 'policy' {
  return category === 'federal_law' || category === 'state_law' ? 'legal' : 'policy';
}

export function ViolationsCard({ violations }: { violations: TViolation[] }) {
  return (
    <Card aria-labelledby="violations-heading">
      <CardHeader>
        <CardTitle id="violations-heading">Violations ({violations.length})</CardTitle>
      </CardHeader>
      <CardContent>
        {violations.length === 0 ? (
          <p className="text-sm text-muted-foreground">No policy violations were found.</p>
        ) : (
          <ul className="space-y-3">
            {violations.map((violation) => {
              const legal = issueType(violation.policyCategory) === 'legal';
              const Icon = legal ? Scale : ShieldAlert;
              return (
                <li key={violation.id} data-testid="violation" className="space-y-2 rounded-lg border p-3">
                  <div className="flex flex-wrap items-center gap-2">
                    <Badge className={SEVERITY_CLASSES[violation.severity]}>{humanizeIdentifier(violation.severity)}</Badge>
                    <Badge variant="outline">
                      <Icon aria-hidden="true" />
                      {legal ? 'Legal issue' : 'Policy issue'}
                    </Badge>
                    <span className="text-xs text-muted-foreground">
                      {CATEGORY_LABELS[violation.policyCategory] ?? humanizeIdentifier(violation.policyCategory)}
                    </span>
                  </div>
                  <h3 className="font-medium">{humanizeIdentifier(violation.violationType)}</h3>
                  <p className="text-sm">{violation.description}</p>
                  {violation.policySection && <p className="text-xs text-muted-foreground">Policy section: {violation.policySection}</p>}
                  {violation.affectedContent && (
                    <blockquote className="border-l-2 pl-3 text-sm text-muted-foreground italic break-words">
                      {violation.affectedContent}
                    </blockquote>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
