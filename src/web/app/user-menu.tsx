import { LogOut, MailWarning, User, UserRound } from 'lucide-react';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../components/ui/dropdown-menu';
import { useResendVerificationLink } from '../components/email-verification-notice';
import { useCurrentUser } from '../features/auth/api';
import { useSignOut } from '../features/auth/use-sign-out';

export function UserMenu() {
  const { data: user } = useCurrentUser();
  const { signOut, isSigningOut } = useSignOut();
  const resend = useResendVerificationLink();
  if (!user) return null;
  const unverified = !!user.email && !user.emailVerified;

  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="User menu" className="rounded-full">
          <span className="flex size-8 items-center justify-center rounded-full bg-primary text-primary-foreground">
            <UserRound aria-hidden="true" />
          </span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-56">
        <DropdownMenuLabel className="flex flex-col items-start gap-1.5">
          <span className="max-w-full truncate" data-testid="user-menu-username">
            {user.username}
          </span>
          {user.roles.includes('admin') && <Badge variant="secondary">Administrator</Badge>}
          {unverified && <Badge variant="outline">Email not verified</Badge>}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {unverified && (
          <DropdownMenuItem disabled={resend.isPending} onSelect={() => resend.mutate()}>
            <MailWarning aria-hidden="true" />
            Resend verification link
          </DropdownMenuItem>
        )}
        <DropdownMenuItem disabled>
          <User aria-hidden="true" />
          Profile
        </DropdownMenuItem>
        <DropdownMenuItem disabled={isSigningOut} onSelect={signOut}>
          <LogOut aria-hidden="true" />
          Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
