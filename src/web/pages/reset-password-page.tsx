import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { CircleCheck, LinkIcon, LoaderCircle, LockKeyhole } from 'lucide-react';
import { z } from 'zod';
import { ZResetPasswordRequest } from '../../domain/auth';
import { AuthLayout } from '../components/auth-layout';
import { NewPasswordFields } from '../components/new-password-fields';
import { Button } from '../components/ui/button';
import { AuthCardHeader } from '../components/auth-card-header';
import { Card, CardContent, CardFooter } from '../components/ui/card';
import { Spinner } from '../components/ui/spinner';
import { resetPassword, resetTokenQueryOptions } from '../features/auth/api';
import { isApiError } from '../lib/api';
import { toast } from '../lib/toast';
import { useDocumentTitle } from '../lib/use-document-title';

const INVALID_LINK_REDIRECT_MS = 3000;
const COMPLETE_REDIRECT_MS = 5000;
const INVALID_LINK_MESSAGE = 'This password reset link is invalid or has expired.';

const ZResetPasswordForm = ZResetPasswordRequest.pick({ newPassword: true })
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });

function useRedirectAfter(path: string, delayMs: number) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => navigate(path, { replace: true }), delayMs);
    return () => window.clearTimeout(timer);
  }, [navigate, path, delayMs]);
}

function InvalidResetLink({ reason }: { reason: string }) {
  useDocumentTitle('Invalid Reset Link');
  useRedirectAfter('/forgot-password', INVALID_LINK_REDIRECT_MS);
  useEffect(() => {
    toast({ title: 'Invalid Reset Link', description: reason, variant: 'destructive' });
  }, [reason]);

  return (
    <Card>
      <AuthCardHeader icon={LinkIcon} tone="destructive" title="Invalid Reset Link">
        {INVALID_LINK_MESSAGE}
      </AuthCardHeader>
      <CardContent>
        <p role="status" className="text-center text-sm text-muted-foreground">
          Taking you to the forgot password page in 3 seconds.
        </p>
      </CardContent>
      <CardFooter className="justify-center">
        <Button asChild>
          <Link to="/forgot-password">Request a New Link</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}

function ResetComplete() {
  useDocumentTitle('Password Reset Complete');
  useRedirectAfter('/auth', COMPLETE_REDIRECT_MS);
  return (
    <Card>
      <AuthCardHeader icon={CircleCheck} tone="success" title="Password Reset Complete">
        Your password has been changed. Sign in with your new password.
      </AuthCardHeader>
      <CardContent>
        <p role="status" className="text-center text-sm text-muted-foreground">
          Taking you to the login page in 5 seconds.
        </p>
      </CardContent>
      <CardFooter className="justify-center">
        <Button asChild>
          <Link to="/auth">Login Now</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}

function ResetPasswordForm({ token, onDone, onTokenRejected }: { token: string; onDone: () => void; onTokenRejected: () => void }) {
  useDocumentTitle('Reset Password');
  const form = useForm({
    resolver: zodResolver(ZResetPasswordForm),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const mutation = useMutation({
    mutationFn: resetPassword,
    onSuccess: ({ message }) => {
      toast({ title: 'Password Reset Successfully', description: message ?? 'You can now sign in with your new password.' });
      onDone();
    },
    onError: (error) => {
      toast({ title: 'Reset Failed', description: error.message, variant: 'destructive' });
      if (isApiError(error) && error.code === 'INVALID_RESET_TOKEN') onTokenRejected();
    },
  });

  return (
    <Card>
      <AuthCardHeader icon={LockKeyhole} tone="primary" title="Reset Password">
        Choose a new password for your account.
      </AuthCardHeader>
      <CardContent>
        <FormProvider {...form}>
          <form
            noValidate
            onSubmit={form.handleSubmit(({ newPassword }) => mutation.mutate({ token, newPassword }))}
            className="grid gap-4"
          >
            <NewPasswordFields confirmLabel="Confirm Password" />
            <Button type="submit" className="w-full" disabled={mutation.isPending}>
              {mutation.isPending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
              Reset Password
            </Button>
          </form>
        </FormProvider>
      </CardContent>
    </Card>
  );
}

function ResetPasswordContent({ token }: { token: string }) {
  const check = useQuery(resetTokenQueryOptions(token));
  const [outcome, setOutcome] = useState<'pending' | 'done' | 'rejected'>('pending');

  if (outcome === 'done') return <ResetComplete />;
  if (outcome === 'rejected') return <InvalidResetLink reason={INVALID_LINK_MESSAGE} />;
  if (check.isPending) return <Spinner label="Checking your reset link" className="w-full py-16 [&_svg]:size-8" />;
  if (check.isError || !check.data.valid) return <InvalidResetLink reason={INVALID_LINK_MESSAGE} />;
  return <ResetPasswordForm token={token} onDone={() => setOutcome('done')} onTokenRejected={() => setOutcome('rejected')} />;
}

export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  return (
    <AuthLayout>{token ? <ResetPasswordContent token={token} /> : <InvalidResetLink reason="Invalid reset token" />}</AuthLayout>
  );
}
