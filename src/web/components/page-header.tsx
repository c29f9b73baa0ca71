import type { ReactNode } from 'react';
import { useDocumentTitle } from '../lib/use-document-title';

interface PageHeaderProps {
  title: string;
  subtitle?: ReactNode;
  /** Badges or actions shown beside the title. */
  children?: ReactNode;
}

/** The page's one h1, its subtitle, and the browser tab title. */
export function PageHeader({ title, subtitle, children }: PageHeaderProps) {
  useDocumentTitle(title);
  return (
    <div className="mb-6 flex flex-wrap items-start justify-between gap-x-4 gap-y-3">
      <div className="min-w-0 space-y-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        {subtitle && <p className="text-muted-foreground">{subtitle}</p>}
      </div>
      {children && <div className="flex flex-wrap items-center gap-2">{children}</div>}
    </div>
  );
}
