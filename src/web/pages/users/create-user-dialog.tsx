import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { PASSWORD_MIN_LENGTH } from '../../../domain/auth';
import { ROLE_LABELS } from '../../../domain/roles';
import { ZCreateUserRequest } from '../../../domain/users';
import { FormField } from '../../components/form-field';
import { TextField } from '../../components/text-field';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { NativeSelect } from '../../components/ui/native-select';
import { useCurrentUser } from '../../features/auth/api';
import { createUser, invalidateUsers } from '../../features/users/api';
import { toast } from '../../lib/toast';
import { assignableRoles } from './assignable-roles';

const EMPTY_FORM = { username: '', password: '', email: '', role: 'standard' } as const;

export function CreateUserDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const queryClient = useQueryClient();
  const { data: actor } = useCurrentUser();
  const form = useForm({ resolver: zodResolver(ZCreateUserRequest), defaultValues: EMPTY_FORM });
  const { errors } = form.formState;

  const close = () => {
    form.reset(EMPTY_FORM);
    mutation.reset();
    onOpenChange(false);
  };

  const mutation = useMutation({
    mutationFn: createUser,
    onSuccess: ({ data }) => {
      toast({ title: 'User created', description: `${data.username} can now sign in as ${ROLE_LABELS[data.role]}.` });
      void invalidateUsers(queryClient);
      close();
    },
    onError: (error) => toast({ title: 'Failed to create user', description: error.message, variant: 'destructive' }),
  });

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : mutation.isPending || close())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Create User</DialogTitle>
          <DialogDescription>The account is active at once; share the password with its owner securely.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={form.handleSubmit((values) => mutation.mutate(values))} className="grid gap-4">
          <TextField
            label="Username"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            error={errors.username?.message}
            {...form.register('username')}
          />
          <TextField
            label="Password"
            type="password"
            autoComplete="new-password"
            hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
            error={errors.password?.message}
            {...form.register('password')}
          />
          <TextField
            label={
              <>
                Email <span className="font-normal text-muted-foreground">(optional)</span>
              </>
            }
            type="email"
            autoComplete="off"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <FormField label="Role" error={errors.role?.message}>
            {(control) => (
              <NativeSelect {...control} {...form.register('role')}>
                {assignableRoles(actor).map((role) => (
                  <option key={role} value={role}>
                    {ROLE_LABELS[role]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={close} disabled={mutation.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={mutation.isPending}>
              {mutation.isPending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
              Create User
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
