import { LogOut, Settings, UserCog } from 'lucide-react';
import { Button } from '../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../components/ui/dropdown-menu';
import { useSignOut } from '../features/auth/use-sign-out';

export function SettingsMenu() {
  const { signOut, isSigningOut } = useSignOut();
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Settings menu">
          <Settings aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem disabled>
          <UserCog aria-hidden="true" />
          Profile Settings
        </DropdownMenuItem>
        <DropdownMenuItem disabled={isSigningOut} onSelect={signOut}>
          <LogOut aria-hidden="true" />
          Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
