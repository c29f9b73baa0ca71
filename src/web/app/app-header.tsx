import { format } from 'date-fns';
import { ThemeToggle } from '../components/theme-toggle';
import { Badge } from '../components/ui/badge';
import { Separator } from '../components/ui/separator';
import { SidebarTrigger } from '../components/ui/sidebar';
import { NotificationsPopover } from './notifications-popover';
import { SettingsMenu } from './settings-menu';
import { UserMenu } from './user-menu';
import { useToday } from './use-today';

export function AppHeader() {
  const today = useToday();
  return (
    <header className="sticky top-0 z-30 flex h-16 shrink-0 items-center gap-2 border-b bg-background/95 px-3 backdrop-blur supports-[backdrop-filter]:bg-background/80 sm:gap-3 sm:px-4">
      <SidebarTrigger />
      <Separator orientation="vertical" className="hidden h-6! sm:block" />
      <div className="min-w-0 flex-1">
        <p className="line-clamp-2 text-[13px] font-semibold leading-4 sm:line-clamp-1 sm:text-base sm:leading-tight">
          Advertising Compliance Platform
        </p>
        <p className="hidden truncate text-xs text-muted-foreground sm:block">Policy Review &amp; Analysis System</p>
      </div>
      <div className="flex shrink-0 items-center gap-0.5 sm:gap-2">
        <Badge variant="success" className="hidden md:inline-flex">
          <span aria-hidden="true" className="size-2 rounded-full bg-emerald-600 motion-safe:animate-pulse dark:bg-emerald-400" />
          Live System
        </Badge>
        <time dateTime={format(today, 'yyyy-MM-dd')} className="hidden text-sm text-muted-foreground lg:block">
          {format(today, 'EEEE, MMMM d, yyyy')}
        </time>
        <NotificationsPopover />
        <SettingsMenu />
        <ThemeToggle />
        <UserMenu />
      </div>
    </header>
  );
}
