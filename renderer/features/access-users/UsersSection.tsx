/** Access → Users (spec 1 §2.5; spec 3 §2.1 /view/user/add, /view/user/edit/{userId}, §3.6 user):
 *  the realm's users with a search, the add form and the edit form of one user. */
import { UserForm } from './UserForm';
import { UserList } from './UserList';
import './accessUsers.css';

export interface UsersSectionProps {
  action: string;
  userId?: string;
}

export function UsersSection({ action, userId }: UsersSectionProps) {
  if (action === 'add') return <UserForm key="add" />;
  if (action === 'edit' && userId) return <UserForm key={userId} userId={userId} />;
  return <UserList />;
}
