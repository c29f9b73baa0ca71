import type { ReactNode } from 'react';
import { FileSearch, Scale, ShieldCheck, type LucideIcon } from 'lucide-react';
import { ThemeToggle } from './theme-toggle';

const HIGHLIGHTS: { icon: LucideIcon; text: string }[] = [
  { icon: FileSearch, text: 'Every creative is analysed automatically against federal law, state law and publisher policy.' },
  { icon: Scale, text: 'Reviewers approve, request revisions or escalate to legal, creative and technical tracks.' },
  { icon: ShieldCheck, text: 'Every decision is kept on an append-only audit trail.' },
];

/** Frame of the public screens: a product panel on wide screens and the form in the main landmark. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="grid min-h-svh lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <aside
        aria-label="About the platform"
        className="hidden flex-col justify-between bg-primary p-10 text-primary-foreground lg:flex dark:border-r dark:bg-sidebar dark:text-sidebar-foreground"
      >
        <div className="flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-lg bg-primary-foreground/15 dark:bg-sidebar-primary dark:text-sidebar-primary-foreground">
            <ShieldCheck aria-hidden="true" className="size-6" />
          </span>
          <p className="text-lg font-semibold">Compliance Platform</p>
        </div>
        <div className="space-y-8">
          <p className="max-w-md text-3xl font-semibold leading-tight">
            Review advertising creative for policy and legal compliance, with every decision on the record.
          </p>
          <ul className="max-w-md space-y-4">
            {HIGHLIGHTS.map(({ icon: Icon, text }) => (
              <li key={text} className="flex gap-3">
                <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
                <span>{text}</span>
              </li>
            ))}
          </ul>
        </div>
        <p className="text-sm">Policy Review &amp; Analysis System</p>
      </aside>
      <main className="relative flex items-center justify-center bg-background px-4 py-16 sm:px-8">
        <div className="absolute right-3 top-3">
          <ThemeToggle />
        </div>
        <div className="w-full max-w-md">{children}</div>
      </main>
    </div>
  );
}
