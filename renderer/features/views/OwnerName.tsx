/** The owner of a shared view, by name, in brackets (spec 1 §2.8); fetched once per owner. */
import { useQuery } from 'urql';
import { ViewOwnerQuery } from './viewsDocuments';

export function OwnerName({ userId }: { userId: string }) {
  const [{ data }] = useQuery({ query: ViewOwnerQuery, variables: { id: userId } });
  const name = data?.user?.name;
  if (!name) return null;
  return (
    <span className="vt-view-row__owner">
      {' ('}
      <bdi>{name}</bdi>
      {')'}
    </span>
  );
}
