import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Clock, LoaderCircle } from 'lucide-react';
import { ZLoginRequest } from '../../../domain/auth';
import { TextField } from '../../components/text-field';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { login, startSession } from '../../features/auth/api';
import { toast } from '../../lib/toast';

export interface TPendingNotice {
  username: string;
  message: string;
}

export function LoginForm({ pendingNotice }: { pendingNotice: TPendingNotice | null }) {
  const queryClient = useQueryClient();
  const form = useForm({
    resolver: zodResolver(ZLoginRequest),
    defaultValues: { username: pendingNotice?.username ?? '', password: '' },
  });
  const { errors } = form.formState;

  // Toasts are raised here rather than in mutate() callbacks: setting the user unmounts this form.
  const mutation = useMutation({
    mutationFn: login,
    onSuccess: ({ data: user }) => {
      toast({ title: `Welcome back, ${user.username}!` });
      startSession(queryClient, user);
    },
    onError: (error) => toast({ title: 'Login failed', description: error.message, variant: 'destructive' }),
  });

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => mutation.mutate(values))} className="grid gap-4">
      {pendingNotice && (
        <Alert variant="info" role="status">
          <Clock aria-hidden="true" />
          <AlertTitle>Account awaiting approval</AlertTitle>
          <AlertDescription>{pendingNotice.message}</AlertDescription>
        </Alert>
      )}
      <TextField
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.username?.message}
        {...form.register('username')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" className="w-full" disabled={mutation.isPending}>
        {mutation.isPending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
        Sign In
      </Button>
    </form>
  );
}
