import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { isApiError } from '../../lib/api';
import { toast } from '../../lib/toast';
import { endSession, logout } from './api';

/** Sign out from any menu: the session is dropped first so the auth page does not bounce back to '/'. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const finish = () => {
    endSession(queryClient);
    navigate('/auth', { replace: true });
    toast({ title: 'Signed out', description: 'You have been successfully logged out.' });
  };

  const mutation = useMutation({
    mutationFn: logout,
    onSuccess: finish,
    onError: (error) => {
      // A 401 means the session had already ended; the user is signed out either way.
      if (isApiError(error, 401)) return finish();
      toast({ title: 'Sign out failed', description: error.message, variant: 'destructive' });
    },
  });

  return { signOut: () => mutation.mutate(), isSigningOut: mutation.isPending };
}
