/** The frame of an access section: the admin kit's page with its title, an action at the right,
 *  then the error and the body. */
import { type ReactNode, useId } from 'react';
import { ErrorBanner } from '../../ui';
import { AdminListPage } from '../admin';

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
  const titleId = useId();
  return (
    <AdminListPage titleId={titleId} title={<bdi>{title}</bdi>} actions={action}>
      <ErrorBanner error={error} />
      {children}
    </AdminListPage>
  );
}
