import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import type { TPublicUser } from '../../../domain/auth';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../components/ui/alert-dialog';
import { Button } from '../../components/ui/button';
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
    <AlertDialog open onOpenChange={(open) => !open && !mutation.isPending && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete User</AlertDialogTitle>
          <AlertDialogDescription>
            Delete the account of <span className="font-medium text-foreground">{user.username}</span>? They are signed out
            everywhere and cannot sign in again. This action cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel asChild>
            <Button variant="outline" disabled={mutation.isPending}>
              Cancel
            </Button>
          </AlertDialogCancel>
          <Button variant="destructive" onClick={() => mutation.mutate()} disabled={mutation.isPending}>
            {mutation.isPending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
            Delete User
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
