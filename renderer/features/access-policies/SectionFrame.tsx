/** The frame of an access section: its title, an action at the right, the error and the body. */
import type { ReactNode } from 'react';
import { ErrorBanner } from '../../ui';

export function SectionFrame({
  title,
  action,
  error,
  children,
}: {
  title: string;
  action?: ReactNode;
  error?: string | null;
  children: ReactNode;
}) {
  return (
    <section className="vt-policies" aria-label={title}>
      <header className="vt-policies__header">
        <h1>
          <bdi>{title}</bdi>
        </h1>
        {action}
      </header>
      <ErrorBanner error={error} />
      {children}
    </section>
  );
}
