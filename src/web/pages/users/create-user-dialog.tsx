import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ROLE_LABELS } from '../../../domain/roles';
import { ZCreateUserRequest } from '../../../domain/users';
import { AccountFields } from '../../components/account-fields';
import { FormDialog } from '../../components/form-dialog';
import { FormField } from '../../components/form-field';
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
    <FormProvider {...form}>
      <FormDialog
        open={open}
        onClose={close}
        title="Create User"
        description="The account is active at once; share the password with its owner securely."
        submitLabel="Create User"
        pending={mutation.isPending}
        onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
      >
        <AccountFields ownAccount={false} />
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
      </FormDialog>
    </FormProvider>
  );
}
