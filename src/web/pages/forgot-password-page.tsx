import { useState } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { ArrowLeft, KeyRound, LoaderCircle, MailCheck } from 'lucide-react';
import { ZForgotPasswordRequest } from '../../domain/auth';
import { AuthLayout } from '../components/auth-layout';
import { TextField } from '../components/text-field';
import { Button } from '../components/ui/button';
import { AuthCardHeader } from '../components/auth-card-header';
import { Card, CardContent, CardFooter } from '../components/ui/card';
import { requestPasswordReset } from '../features/auth/api';
import { toast } from '../lib/toast';
import { useDocumentTitle } from '../lib/use-document-title';

const GENERIC_SENT_MESSAGE = 'If an account uses that address, a password reset link is on its way.';

function CheckYourEmail({ email, onTryAgain }: { email: string; onTryAgain: () => void }) {
  useDocumentTitle('Check Your Email');
  return (
    <Card>
      <AuthCardHeader icon={MailCheck} tone="success" title="Check Your Email">
        If an account is registered to <span className="font-medium text-foreground">{email}</span>, we have sent it a
        link to reset your password.
      </AuthCardHeader>
      <CardContent>
        <ul className="list-disc space-y-2 rounded-lg bg-muted p-4 pl-8 text-sm">
          <li>Check your spam or junk folder if the email does not arrive within a few minutes.</li>
          <li>The link expires in 1 hour. After that, request a new one.</li>
        </ul>
      </CardContent>
      <CardFooter className="flex-col gap-2 sm:flex-row">
        <Button variant="outline" className="w-full sm:flex-1" onClick={onTryAgain}>
          Try Different Email
        </Button>
        <Button asChild className="w-full sm:flex-1">
          <Link to="/auth">Back to Login</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}

function ForgotPasswordForm({ onSent }: { onSent: (email: string) => void }) {
  useDocumentTitle('Forgot Password');
  const form = useForm({ resolver: zodResolver(ZForgotPasswordRequest), defaultValues: { email: '' } });
  const mutation = useMutation({
    mutationFn: requestPasswordReset,
    onSuccess: ({ message }, { email }) => {
      toast({ title: 'Reset Link Sent', description: message ?? GENERIC_SENT_MESSAGE });
      onSent(email);
    },
    onError: (error) => toast({ title: 'Error', description: error.message, variant: 'destructive' }),
  });

  return (
    <Card>
      <AuthCardHeader icon={KeyRound} tone="primary" title="Forgot Password">
        Enter the email address of your account and we will send you a link to reset your password.
      </AuthCardHeader>
      <CardContent>
        <form noValidate onSubmit={form.handleSubmit((values) => mutation.mutate(values))} className="grid gap-4">
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            error={form.formState.errors.email?.message}
            {...form.register('email')}
          />
          <Button type="submit" className="w-full" disabled={mutation.isPending}>
            {mutation.isPending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
            Send Reset Link
          </Button>
        </form>
      </CardContent>
      <CardFooter className="justify-center">
        <Button asChild variant="link">
          <Link to="/auth">
            <ArrowLeft aria-hidden="true" />
            Back to Login
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}

export function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <AuthLayout>
      {sentTo === null ? (
        <ForgotPasswordForm onSent={setSentTo} />
      ) : (
        <CheckYourEmail email={sentTo} onTryAgain={() => setSentTo(null)} />
      )}
    </AuthLayout>
  );
}
