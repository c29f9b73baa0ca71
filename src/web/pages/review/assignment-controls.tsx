import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Hand, LoaderCircle, LogOut, UserRoundCheck } from 'lucide-react';
import { canHold, type TAssignee, type TAssignmentScope } from '../../../domain/desk';
import { can } from '../../../domain/permissions';
import type { TPublicUser } from '../../../domain/auth';
import { Button } from '../../components/ui/button';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';
import { assigneesQueryOptions, assignWork } from '../../features/desk/api';
import { escalationKeys } from '../../features/escalations/api';
import { invalidateSubmissions } from '../../features/submissions/api';
import { toast } from '../../lib/toast';

interface AssignmentControlsProps {
  user: TPublicUser | null | undefined;
  target: { submissionId: string } | { trackId: string; submissionId: string };
  scope: TAssignmentScope;
  holder: TAssignee | null;
  /** What is being held, for the buttons' names: 'submission', 'Legal Review'. */
  label: string;
}

const UNASSIGNED = '';

/**
 * Claim / Release for whoever may hold the work, and an assign picker for admins. The server decides the same
 * rules (a claim on held work is refused); these only hide what it would refuse.
 */
export function AssignmentControls({ user, target, scope, holder, label }: AssignmentControlsProps) {
  const queryClient = useQueryClient();
  const pickerId = useId();
  const isTrack = 'trackId' in target;
  const assignsOthers = can(user, isTrack ? 'track.assign' : 'submission.assign');
  const mayHold = !!user && canHold(user.roles, scope);
  const assignees = useQuery({ ...assigneesQueryOptions(scope), enabled: assignsOthers });
  const [choice, setChoice] = useState<string | null>(null);
  const selected = choice ?? holder?.id ?? UNASSIGNED;

  const mutation = useMutation({
    mutationFn: (userId: string | null) => assignWork(target, userId),
    onSuccess: (reply) => {
      toast({ title: reply.data.assignee ? 'Assigned' : 'Released', description: reply.message ?? undefined });
      setChoice(null);
      void invalidateSubmissions(queryClient);
      void queryClient.invalidateQueries({ queryKey: escalationKeys.forSubmission(target.submissionId) });
    },
    onError: (error) => toast({ title: 'Assignment failed', description: error.message, variant: 'destructive' }),
  });

  const mine = !!user && holder?.id === user.id;
  const busy = mutation.isPending;
  const spinner = <LoaderCircle aria-hidden="true" className="animate-spin" />;

  return (
    <div className="flex flex-wrap items-end gap-2">
      {mayHold && !holder && (
        <Button size="sm" variant="secondary" disabled={busy} onClick={() => mutation.mutate(user!.id)} aria-label={`Claim ${label}`}>
          {busy ? spinner : <Hand aria-hidden="true" />}
          Claim
        </Button>
      )}
      {mine && (
        <Button size="sm" variant="outline" disabled={busy} onClick={() => mutation.mutate(null)} aria-label={`Release ${label}`}>
          {busy ? spinner : <LogOut aria-hidden="true" />}
          Release
        </Button>
      )}
      {assignsOthers && (
        <form
          className="flex items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            mutation.mutate(selected || null);
          }}
        >
          <div className="space-y-1">
            <Label htmlFor={pickerId} className="text-xs">
              Assign {label} to
            </Label>
            <NativeSelect id={pickerId} value={selected} onChange={(event) => setChoice(event.target.value)} className="h-8 min-w-36">
              <option value={UNASSIGNED}>Nobody</option>
              {holder && !assignees.data?.some((a) => a.id === holder.id) && <option value={holder.id}>{holder.name}</option>}
              {assignees.data?.map((assignee) => (
                <option key={assignee.id} value={assignee.id}>
                  {assignee.name}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button type="submit" size="sm" variant="outline" disabled={busy || selected === (holder?.id ?? UNASSIGNED)}>
            {busy ? spinner : <UserRoundCheck aria-hidden="true" />}
            Assign
          </Button>
        </form>
      )}
    </div>
  );
}
