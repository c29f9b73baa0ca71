import { Link, useLocation } from 'react-router';
import { ShieldCheck } from 'lucide-react';
import {
  Sidebar,
  SidebarContent,
  SidebarGroup,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
} from '../components/ui/sidebar';
import { useSidebar } from '../components/ui/sidebar-provider';
import { NAV_GROUPS, isNavItemActive } from './nav-items';

export function AppSidebar() {
  const { pathname } = useLocation();
  const { setOpenMobile } = useSidebar();

  return (
    <Sidebar>
      <SidebarHeader className="border-b border-sidebar-border group-data-[collapsible=icon]:justify-center">
        <span className="flex size-8 shrink-0 items-center justify-center rounded-md bg-sidebar-primary text-sidebar-primary-foreground">
          <ShieldCheck aria-hidden="true" className="size-5" />
        </span>
        <h2 className="truncate text-base font-semibold group-data-[collapsible=icon]:sr-only">Compliance Platform</h2>
      </SidebarHeader>
      <SidebarContent>
        <nav aria-label="Main">
          {NAV_GROUPS.map((group) => (
            <SidebarGroup key={group.label}>
              <SidebarGroupLabel id={`nav-group-${group.label.toLowerCase()}`}>{group.label}</SidebarGroupLabel>
              <SidebarMenu aria-labelledby={`nav-group-${group.label.toLowerCase()}`}>
                {group.items.map((item) => {
                  const active = isNavItemActive(item, pathname);
                  return (
                    <SidebarMenuItem key={item.url}>
                      <SidebarMenuButton asChild isActive={active} tooltip={item.title}>
                        <Link to={item.url} aria-current={active ? 'page' : undefined} onClick={() => setOpenMobile(false)}>
                          <item.icon aria-hidden="true" />
                          <span>{item.title}</span>
                        </Link>
                      </SidebarMenuButton>
                    </SidebarMenuItem>
                  );
                })}
              </SidebarMenu>
            </SidebarGroup>
          ))}
        </nav>
      </SidebarContent>
    </Sidebar>
  );
}
