import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { ZRegisterRequest, type TRegisterRequest } from '../../../domain/auth';
import { AccountFields } from '../../components/account-fields';
import { FormField } from '../../components/form-field';
import { Button } from '../../components/ui/button';
import { NativeSelect } from '../../components/ui/native-select';
import { authKeys, register, registerStatusQueryOptions, startSession } from '../../features/auth/api';
import { toast } from '../../lib/toast';
import type { TPendingNotice } from './login-form';

const PENDING_FALLBACK_MESSAGE = 'Your account has been created. An administrator must approve it before you can sign in.';

export function RegisterForm({ onPendingApproval }: { onPendingApproval: (notice: TPendingNotice) => void }) {
  const queryClient = useQueryClient();
  const status = useQuery(registerStatusQueryOptions());
  // The Admin role is offered only while nobody has registered yet (spec 1 section 5).
  const isFirstUser = status.data?.isFirstUser === true;

  const form = useForm({
    resolver: zodResolver(ZRegisterRequest),
    defaultValues: { username: '', password: '', email: '', role: 'standard' },
  });
  const { errors } = form.formState;

  const mutation = useMutation({
    mutationFn: (body: TRegisterRequest) => register(isFirstUser ? body : { ...body, role: undefined }),
    onSuccess: ({ data, message }) => {
      void queryClient.invalidateQueries({ queryKey: authKeys.registerStatus() });
      if (data.pendingApproval) {
        const notice = { username: data.user.username, message: message ?? PENDING_FALLBACK_MESSAGE };
        toast({ title: 'Registration received', description: notice.message });
        onPendingApproval(notice);
        return;
      }
      toast({ title: `Welcome, ${data.user.username}!`, description: 'Your account has been created.' });
      startSession(queryClient, data.user);
    },
    onError: (error) => toast({ title: 'Registration failed', description: error.message, variant: 'destructive' }),
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit((values) => mutation.mutate(values))} className="grid gap-4">
        <AccountFields ownAccount />
        {isFirstUser && (
          <FormField
            label="Role"
            hint="You are creating the first account, so it may be an administrator."
            error={errors.role?.message}
          >
            {(control) => (
              <NativeSelect {...control} {...form.register('role')}>
                <option value="standard">Standard</option>
                <option value="admin">Admin</option>
              </NativeSelect>
            )}
          </FormField>
        )}
        <Button type="submit" className="w-full" disabled={mutation.isPending}>
          {mutation.isPending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
          Create Account
        </Button>
      </form>
    </FormProvider>
  );
}
