import { LogOut, User, UserRound } from 'lucide-react';
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
import { useCurrentUser } from '../features/auth/api';
import { useSignOut } from '../features/auth/use-sign-out';

export function UserMenu() {
  const { data: user } = useCurrentUser();
  const { signOut, isSigningOut } = useSignOut();
  if (!user) return null;

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
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
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
