import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { can } from '../../domain/permissions';
import { AccessDenied } from '../components/access-denied';
import { ErrorCard } from '../components/error-card';
import { PageHeader } from '../components/page-header';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { Card, CardContent } from '../components/ui/card';
import { Skeleton } from '../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs';
import { useCurrentUser } from '../features/auth/api';
import { activeUsersQueryOptions, pendingUsersQueryOptions } from '../features/users/api';
import { ActiveUsersTab } from './users/active-users-tab';
import { CreateUserDialog } from './users/create-user-dialog';
import { LoginActivityTab } from './users/login-activity-tab';
import { PendingUsersTab } from './users/pending-users-tab';

const TABS = ['active', 'pending', 'activity'] as const;
type TUsersTab = (typeof TABS)[number];

function readTab(value: string | null): TUsersTab {
  return TABS.includes(value as TUsersTab) ? (value as TUsersTab) : 'active';
}

function ListSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="space-y-2">
      <Skeleton className="h-12" />
      <Skeleton className="h-12" />
      <Skeleton className="h-12" />
    </div>
  );
}

function CountBadge({ count }: { count: number | undefined }) {
  if (count === undefined) return null;
  return (
    <Badge variant="outline" className="min-w-6 justify-center bg-card tabular-nums">
      {count}
    </Badge>
  );
}

export function UsersPage() {
  const { data: actor } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const tab = readTab(params.get('tab'));
  const [creating, setCreating] = useState(false);
  const allowed = can(actor, 'user.manage');
  const active = useQuery({ ...activeUsersQueryOptions(), enabled: allowed });
  const pending = useQuery({ ...pendingUsersQueryOptions(), enabled: allowed });

  if (!actor || !allowed) return <AccessDenied message="You need admin or superadmin privileges to access user management." />;

  return (
    <>
      <PageHeader title="User Management" subtitle="Manage accounts, roles and pending approvals">
        <Button onClick={() => setCreating(true)}>
          <UserPlus aria-hidden="true" />
          Create User
        </Button>
      </PageHeader>
      <Tabs
        value={tab}
        onValueChange={(value) =>
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              if (value === 'active') next.delete('tab');
              else next.set('tab', value);
              return next;
            },
            { replace: true },
          )
        }
      >
        <TabsList className="h-auto flex-wrap sm:h-10 sm:flex-nowrap">
          <TabsTrigger value="active">
            Active Users <CountBadge count={active.data?.length} />
          </TabsTrigger>
          <TabsTrigger value="pending">
            Pending Approvals <CountBadge count={pending.data?.length} />
          </TabsTrigger>
          <TabsTrigger value="activity">Login Activity</TabsTrigger>
        </TabsList>
        <TabsContent value="active">
          <Card>
            <CardContent className="p-2 sm:p-4">
              {active.isPending ? (
                <ListSkeleton label="Loading users" />
              ) : active.isError ? (
                <ErrorCard title="Failed to load users" message={active.error.message} onRetry={() => void active.refetch()} />
              ) : (
                <ActiveUsersTab users={active.data} actor={actor} />
              )}
            </CardContent>
          </Card>
        </TabsContent>
        <TabsContent value="pending">
          <Card>
            <CardContent className="p-2 sm:p-4">
              {pending.isPending ? (
                <ListSkeleton label="Loading pending approvals" />
              ) : pending.isError ? (
                <ErrorCard
                  title="Failed to load pending approvals"
                  message={pending.error.message}
                  onRetry={() => void pending.refetch()}
                />
              ) : (
                <PendingUsersTab users={pending.data} />
              )}
            </CardContent>
          </Card>
        </TabsContent>
        <TabsContent value="activity">
          <LoginActivityTab />
        </TabsContent>
      </Tabs>
      <CreateUserDialog open={creating} onOpenChange={setCreating} />
    </>
  );
}
