import type { ComponentProps, ReactNode } from 'react';
import { Slot } from 'radix-ui';
import { PanelLeft } from 'lucide-react';
import { cn } from '../../lib/utils';
import { Button } from './button';
import { Sheet, SheetContent } from './sheet';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from './tooltip';
import { useSidebar } from './sidebar-provider';

/** A sticky column on wide screens (16rem, or a 3rem icon rail when collapsed); a sheet under 768 px. */
export function Sidebar({ children }: { children: ReactNode }) {
  const { isMobile, state, openMobile, setOpenMobile } = useSidebar();

  if (isMobile) {
    return (
      <Sheet open={openMobile} onOpenChange={setOpenMobile}>
        <SheetContent
          title="Navigation"
          description="Main navigation of the Compliance Platform."
          className="w-[18rem] max-w-[85vw] bg-sidebar text-sidebar-foreground"
        >
          <TooltipProvider delayDuration={0}>{children}</TooltipProvider>
        </SheetContent>
      </Sheet>
    );
  }

  return (
    <aside
      data-state={state}
      data-collapsible={state === 'collapsed' ? 'icon' : undefined}
      className="group sticky top-0 hidden h-svh w-(--sidebar-width) shrink-0 flex-col overflow-hidden border-r border-sidebar-border bg-sidebar text-sidebar-foreground transition-[width] duration-200 ease-linear data-[state=collapsed]:w-(--sidebar-width-icon) md:flex"
    >
      <TooltipProvider delayDuration={0}>{children}</TooltipProvider>
    </aside>
  );
}

export function SidebarHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex h-16 shrink-0 items-center gap-2 px-2', className)} {...props} />;
}

export function SidebarContent({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('flex min-h-0 flex-1 flex-col gap-2 overflow-auto group-data-[collapsible=icon]:overflow-hidden', className)}
      {...props}
    />
  );
}

export function SidebarGroup({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex w-full min-w-0 flex-col p-2', className)} {...props} />;
}

export function SidebarGroupLabel({ className, ...props }: ComponentProps<'p'>) {
  return (
    <p
      className={cn(
        'flex h-8 shrink-0 items-center px-2 text-xs font-medium text-sidebar-foreground/80 group-data-[collapsible=icon]:sr-only',
        className,
      )}
      {...props}
    />
  );
}

export function SidebarMenu({ className, ...props }: ComponentProps<'ul'>) {
  return <ul className={cn('flex w-full min-w-0 flex-col gap-1', className)} {...props} />;
}

export function SidebarMenuItem({ className, ...props }: ComponentProps<'li'>) {
  return <li className={cn('relative', className)} {...props} />;
}

interface SidebarMenuButtonProps extends ComponentProps<'button'> {
  asChild?: boolean;
  isActive?: boolean;
  /** Shown beside the icon rail, where the text label is hidden. */
  tooltip: string;
}

export function SidebarMenuButton({ asChild = false, isActive = false, tooltip, className, ...props }: SidebarMenuButtonProps) {
  const { isMobile, state } = useSidebar();
  const Comp = asChild ? Slot.Root : 'button';
  const button = (
    <Comp
      data-active={isActive}
      className={cn(
        'flex h-9 w-full items-center gap-3 overflow-hidden rounded-md px-2.5 text-left text-sm text-sidebar-foreground outline-none transition-colors hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:ring-2 focus-visible:ring-sidebar-ring data-[active=true]:bg-sidebar-primary data-[active=true]:font-medium data-[active=true]:text-sidebar-primary-foreground group-data-[collapsible=icon]:size-8 group-data-[collapsible=icon]:px-2 [&>svg]:size-4 [&>svg]:shrink-0 [&>span]:truncate group-data-[collapsible=icon]:[&>span]:sr-only',
        className,
      )}
      {...props}
    />
  );

  return (
    <Tooltip>
      <TooltipTrigger asChild>{button}</TooltipTrigger>
      <TooltipContent side="right" align="center" hidden={state !== 'collapsed' || isMobile}>
        {tooltip}
      </TooltipContent>
    </Tooltip>
  );
}

export function SidebarTrigger({ className }: { className?: string }) {
  const { toggleSidebar, isMobile, open, openMobile } = useSidebar();
  return (
    <Button
      variant="ghost"
      size="icon"
      className={cn('-ml-1', className)}
      onClick={toggleSidebar}
      aria-label="Toggle sidebar"
      aria-expanded={isMobile ? openMobile : open}
      title="Toggle sidebar (Ctrl or Cmd + B)"
    >
      <PanelLeft aria-hidden="true" />
    </Button>
  );
}
