import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPublicUser } from '../../../domain/auth';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { deleteUser, invalidateUsers } from '../../features/users/api';
import { toast } from '../../lib/toast';

export function DeleteUserDialog({ user, onClose }: { user: TPublicUser; onClose: () => void }) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => deleteUser(user.id),
    onSuccess: () => {
      toast({ title: 'User deleted', description: `The account of ${user.username} has been deleted.` });
      void invalidateUsers(queryClient);
      onClose();
    },
    onError: (error) => toast({ title: 'Failed to delete user', description: error.message, variant: 'destructive' }),
  });

  return (
    <ConfirmDialog
      onClose={onClose}
      title="Delete User"
      description={
        <>
          Delete the account of <span className="font-medium text-foreground">{user.username}</span>? They are signed out
          everywhere and cannot sign in again. This action cannot be undone.
        </>
      }
      confirmLabel="Delete User"
      pending={mutation.isPending}
      onConfirm={() => mutation.mutate()}
    />
  );
}
