import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '../lib/utils';
import { CardDescription, CardHeader } from './ui/card';

const TONES = {
  primary: 'bg-primary/10 text-primary',
  success: 'bg-success/15 text-success',
  destructive: 'bg-destructive/10 text-destructive',
} as const;

/**
 * The head of a public screen's card: a round icon in the tone of what happened, the page's heading and what it
 * means. `role` makes the description a live region where the outcome arrives after the page has loaded.
 */
export function AuthCardHeader({
  icon: Icon,
  tone,
  title,
  role,
  children,
}: {
  icon: LucideIcon;
  tone: keyof typeof TONES;
  title: string;
  role?: 'status' | 'alert';
  children: ReactNode;
}) {
  return (
    <CardHeader className="items-center text-center">
      <span className={cn('mb-2 flex size-11 items-center justify-center rounded-full', TONES[tone])}>
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <CardDescription role={role}>{children}</CardDescription>
    </CardHeader>
  );
}
