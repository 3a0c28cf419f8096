import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: string;
  eyebrow?: string;
  lead?: string;
  children?: ReactNode;
}

/** The title block every screen starts with; its h1 is the page's only one. */
export function PageHeader({ title, eyebrow, lead, children }: PageHeaderProps) {
  return (
    <header className="page-header">
      {eyebrow && <p className="page-header__eyebrow">{eyebrow}</p>}
      <h1 className="page-header__title">{title}</h1>
      {lead && <p className="page-header__lead">{lead}</p>}
      {children && <div className="page-header__actions">{children}</div>}
    </header>
  );
}
