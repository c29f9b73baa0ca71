import { useMutation } from '@tanstack/react-query';
import { LoaderCircle, MailWarning } from 'lucide-react';
import { resendVerificationLink, useCurrentUser } from '../features/auth/api';
import { toast } from '../lib/toast';
import { Alert, AlertDescription, AlertTitle } from './ui/alert';
import { Button } from './ui/button';

/** Ask for a fresh verification link for the signed-in user's address; the server's answer becomes a toast. */
export function useResendVerificationLink() {
  return useMutation({
    mutationFn: resendVerificationLink,
    onSuccess: ({ message }) => toast({ title: 'Verification Link Sent', description: message ?? 'Check your inbox.' }),
    onError: (error) => toast({ title: 'Could Not Send the Link', description: error.message, variant: 'destructive' }),
  });
}

/**
 * Shown to a signed-in user whose address is not proved yet: until it is, submissions sent in under it stay hidden
 * and a standard user cannot submit under it. Renders nothing otherwise.
 */
export function EmailVerificationNotice({ className }: { className?: string }) {
  const { data: user } = useCurrentUser();
  const resend = useResendVerificationLink();
  if (!user?.email || user.emailVerified) return null;
  return (
    <Alert variant="info" className={className} data-testid="email-verification-notice">
      <MailWarning aria-hidden="true" />
      <AlertTitle>Please verify your email address</AlertTitle>
      <AlertDescription className="grid gap-3">
        <p>
          We sent a link to <span className="break-all font-medium text-foreground">{user.email}</span>. Open it to confirm
          the address is yours: until then, submissions sent in under it do not show here.
        </p>
        <div>
          <Button type="button" variant="outline" size="sm" disabled={resend.isPending} onClick={() => resend.mutate()}>
            {resend.isPending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
            Resend verification link
          </Button>
        </div>
      </AlertDescription>
    </Alert>
  );
}
