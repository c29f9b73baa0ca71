import { Link } from 'react-router';
import { ArrowRight, CalendarDays, FilePlus, FileStack, FileText, type LucideIcon } from 'lucide-react';
import { ROLE_LABELS } from '../../domain/roles';
import { PageHeader } from '../components/page-header';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { Card, CardContent } from '../components/ui/card';
import { useCurrentUser } from '../features/auth/api';
import { RecentSubmissions } from './dashboard/recent-submissions';
import { StatsCounters } from './dashboard/stats-counters';

interface TQuickAction {
  title: string;
  description: string;
  to: string;
  icon: LucideIcon;
}

const QUICK_ACTIONS: TQuickAction[] = [
  { title: 'New Submission', description: 'Upload creative for compliance review.', to: '/submit', icon: FilePlus },
  { title: 'Bulk Upload', description: 'Send several files in one submission.', to: '/submit', icon: FileStack },
  { title: 'Generate Report', description: 'Open the full record of recent activity.', to: '/audit', icon: FileText },
];

export function DashboardPage() {
  const { data: user } = useCurrentUser();
  if (!user) return null;

  return (
    <>
      <PageHeader title="Dashboard" subtitle="Overview of advertising compliance activity">
        <Button asChild variant="outline" size="sm">
          <Link to="/calendar">
            <CalendarDays aria-hidden="true" />
            Publication Calendar
          </Link>
        </Button>
      </PageHeader>
      <div className="space-y-6">
        <Card>
          <CardContent className="flex flex-col gap-3 p-6 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <h2 className="text-xl font-semibold">Welcome, {user.username}</h2>
              <p className="text-sm text-muted-foreground">Here is where your compliance work starts.</p>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <span className="text-sm text-muted-foreground">{user.roles.length === 1 ? 'Your role:' : 'Your roles:'}</span>
              <ul className="flex flex-wrap gap-2" aria-label="Your roles">
                {user.roles.map((role) => (
                  <li key={role}>
                    <Badge variant="secondary">{ROLE_LABELS[role]}</Badge>
                  </li>
                ))}
              </ul>
            </div>
          </CardContent>
        </Card>

        <StatsCounters />

        <section aria-labelledby="quick-actions-heading" className="space-y-3">
          <h2 id="quick-actions-heading" className="text-lg font-semibold">
            Quick actions
          </h2>
          <ul className="grid gap-4 sm:grid-cols-3">
            {QUICK_ACTIONS.map((action) => (
              <li key={action.title}>
                <Link
                  to={action.to}
                  className="group flex h-full items-start gap-3 rounded-xl border bg-card p-4 shadow-sm outline-none transition-colors hover:border-primary/50 hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                    <action.icon aria-hidden="true" className="size-5" />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="flex items-center gap-1 font-medium">
                      {action.title}
                      <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
                    </span>
                    <span className="block text-sm text-muted-foreground">{action.description}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <RecentSubmissions />
      </div>
    </>
  );
}
