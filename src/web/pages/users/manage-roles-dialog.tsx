import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPublicUser } from '../../../domain/auth';
import { ROLE_LABELS, ROLES, type TRole } from '../../../domain/roles';
import { FormDialog } from '../../components/form-dialog';
import { Checkbox } from '../../components/ui/checkbox';
import { Label } from '../../components/ui/label';
import { useCurrentUser } from '../../features/auth/api';
import { invalidateUsers, updateUserRoles } from '../../features/users/api';
import { toast } from '../../lib/toast';
import { assignableRoles } from './assignable-roles';

/** The roles after ticking or unticking one: never empty, since unticking the last one falls back to standard. */
function toggleRole(current: TRole[], role: TRole, checked: boolean): TRole[] {
  const next = checked ? [...current, role] : current.filter((r) => r !== role);
  const ordered = ROLES.filter((r) => next.includes(r));
  return ordered.length > 0 ? ordered : ['standard'];
}

export function ManageRolesDialog({ user, onClose }: { user: TPublicUser; onClose: () => void }) {
  const queryClient = useQueryClient();
  const { data: actor } = useCurrentUser();
  const [roles, setRoles] = useState<TRole[]>(user.roles);
  const offered = assignableRoles(actor);

  const mutation = useMutation({
    mutationFn: () => updateUserRoles(user.id, roles),
    onSuccess: ({ data }) => {
      toast({
        title: 'User roles updated',
        description: `${data.username}: ${data.roles.map((role) => ROLE_LABELS[role]).join(', ')}`,
      });
      void invalidateUsers(queryClient);
      onClose();
    },
    onError: (error) => toast({ title: 'Failed to update user role(s)', description: error.message, variant: 'destructive' }),
  });

  return (
    <FormDialog
      onClose={onClose}
      title="Manage Roles"
      description={
        <>
          Choose the roles of <span className="font-medium text-foreground">{user.username}</span>. Unticking the last role
          leaves Standard User.
        </>
      }
      submitLabel="Update"
      canSubmit={roles.length > 0}
      pending={mutation.isPending}
      onSubmit={() => mutation.mutate()}
    >
      <fieldset className="grid gap-3">
        <legend className="sr-only">Roles</legend>
        {offered.map((role) => {
          const id = `role-${user.id}-${role}`;
          // The owner account never loses admin (spec 2, 'Role editing').
          const locked = user.isOwner && role === 'admin';
          return (
            <div key={role} className="flex items-start gap-3">
              <Checkbox
                id={id}
                checked={roles.includes(role)}
                disabled={locked || mutation.isPending}
                onCheckedChange={(checked) => setRoles((current) => toggleRole(current, role, checked === true))}
                aria-describedby={locked ? `${id}-hint` : undefined}
                className="mt-0.5"
              />
              <div className="grid gap-1">
                <Label htmlFor={id} className="font-normal">
                  {ROLE_LABELS[role]}
                </Label>
                {locked && (
                  <p id={`${id}-hint`} className="text-xs text-muted-foreground">
                    The owner account always keeps the Administrator role.
                  </p>
                )}
              </div>
            </div>
          );
        })}
      </fieldset>
    </FormDialog>
  );
}
