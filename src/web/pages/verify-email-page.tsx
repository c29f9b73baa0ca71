import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CircleCheck, LinkIcon } from 'lucide-react';
import { AuthLayout } from '../components/auth-layout';
import { Button } from '../components/ui/button';
import { AuthCardHeader } from '../components/auth-card-header';
import { Card, CardContent, CardFooter } from '../components/ui/card';
import { Spinner } from '../components/ui/spinner';
import { authKeys, useCurrentUser, verifyEmail } from '../features/auth/api';
import { useDocumentTitle } from '../lib/use-document-title';

const INVALID_LINK_MESSAGE = 'This verification link is invalid or has expired.';

/** Where to go next: the dashboard for a signed-in user, else the sign-in page (the link works signed out too). */
function NextStep() {
  const { data: user } = useCurrentUser();
  return (
    <Button asChild>
      {user ? <Link to="/">Go to Dashboard</Link> : <Link to="/auth">Sign In</Link>}
    </Button>
  );
}

function Verified() {
  useDocumentTitle('Email Verified');
  return (
    <Card>
      <AuthCardHeader icon={CircleCheck} tone="success" title="Email Verified" role="status">
        Your email address is confirmed. Submissions sent in under it now show in your account.
      </AuthCardHeader>
      <CardFooter className="justify-center">
        <NextStep />
      </CardFooter>
    </Card>
  );
}

function InvalidLink({ reason }: { reason: string }) {
  useDocumentTitle('Invalid Verification Link');
  return (
    <Card>
      <AuthCardHeader icon={LinkIcon} tone="destructive" title="Invalid Verification Link" role="alert">
        {reason}
      </AuthCardHeader>
      <CardContent>
        <p className="text-center text-sm text-muted-foreground">
          A link works once and for 48 hours. Signed in, you can ask for a new one from the notice on the New
          Submission page or from the user menu.
        </p>
      </CardContent>
      <CardFooter className="justify-center">
        <NextStep />
      </CardFooter>
    </Card>
  );
}

function VerifyEmailContent({ token }: { token: string }) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: verifyEmail,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: authKeys.user() }),
  });
  // The token works once: send it once, even when effects run twice (React's development checks).
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    mutation.mutate({ token });
  }, [mutation, token]);

  if (mutation.isSuccess) return <Verified />;
  if (mutation.isError) return <InvalidLink reason={mutation.error.message || INVALID_LINK_MESSAGE} />;
  return <Spinner label="Confirming your email address" className="w-full py-16 [&_svg]:size-8" />;
}

export function VerifyEmailPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  return <AuthLayout>{token ? <VerifyEmailContent token={token} /> : <InvalidLink reason={INVALID_LINK_MESSAGE} />}</AuthLayout>;
}
