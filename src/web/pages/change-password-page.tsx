import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LoaderCircle, ShieldCheck } from 'lucide-react';
import { z } from 'zod';
import { ZChangePasswordRequest } from '../../domain/auth';
import { NewPasswordFields } from '../components/new-password-fields';
import { PageHeader } from '../components/page-header';
import { TextField } from '../components/text-field';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../components/ui/card';
import { auditKeys } from '../features/audit/api';
import { changePassword, useCurrentUser } from '../features/auth/api';
import { toast } from '../lib/toast';

const ZChangePasswordForm = ZChangePasswordRequest.extend({ confirmPassword: z.string() }).refine(
  (values) => values.newPassword === values.confirmPassword,
  { message: 'New passwords do not match', path: ['confirmPassword'] },
);

const EMPTY_FORM = { currentPassword: '', newPassword: '', confirmPassword: '' };

const SECURITY_TIPS = [
  'Use a long, unique passphrase: a few unrelated words are easier to remember and harder to guess than a short, complex password.',
  'Do not reuse a password from another site or service.',
  'Never share your password. Administrators will never ask you for it.',
  'You stay signed in here after the change, but your other sessions are signed out.',
  'Forgot it later? Use "Forgot your password?" on the sign-in page to get a reset link by email.',
];

export function ChangePasswordPage() {
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  const form = useForm({ resolver: zodResolver(ZChangePasswordForm), defaultValues: EMPTY_FORM });
  const { errors } = form.formState;

  const mutation = useMutation({
    mutationFn: changePassword,
    onSuccess: ({ message }) => {
      toast({ title: 'Password Changed', description: message ?? 'Your password has been updated.' });
      form.reset(EMPTY_FORM);
      void queryClient.invalidateQueries({ queryKey: auditKeys.all });
    },
    onError: (error) => toast({ title: 'Error', description: error.message, variant: 'destructive' }),
  });

  return (
    <>
      <PageHeader title="Change Password" subtitle="Update the password you use to sign in" />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card>
          <CardHeader>
            <CardTitle>Your password</CardTitle>
            <CardDescription>Enter your current password, then the new one twice.</CardDescription>
          </CardHeader>
          <FormProvider {...form}>
            <form
              noValidate
              onSubmit={form.handleSubmit(({ currentPassword, newPassword }) => mutation.mutate({ currentPassword, newPassword }))}
            >
              <CardContent className="grid gap-4">
                {/* Lets password managers tie the new password to the right account. */}
                <input type="text" hidden readOnly autoComplete="username" value={user?.username ?? ''} />
                <TextField
                  label="Current Password"
                  type="password"
                  autoComplete="current-password"
                  error={errors.currentPassword?.message}
                  {...form.register('currentPassword')}
                />
                <NewPasswordFields confirmLabel="Confirm New Password" userInputs={[user?.username, user?.email]} />
              </CardContent>
              <CardFooter>
                <Button type="submit" disabled={mutation.isPending}>
                  {mutation.isPending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
                  Change Password
                </Button>
                <Button variant="outline" onClick={() => form.reset(EMPTY_FORM)} disabled={mutation.isPending}>
                  Reset Form
                </Button>
              </CardFooter>
            </form>
          </FormProvider>
        </Card>
        <Card className="h-fit">
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <ShieldCheck aria-hidden="true" className="size-5 text-primary" />
              Security tips
            </CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="list-disc space-y-3 pl-5 text-sm text-muted-foreground">
              {SECURITY_TIPS.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          </CardContent>
        </Card>
      </div>
    </>
  );
}
