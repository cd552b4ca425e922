/** The route element above every logged-out page: loads the public settings once. */
import { Outlet } from 'react-router';
import { PublicSettingsProvider } from './PublicSettings';

export function PublicLayout() {
  return (
    <PublicSettingsProvider>
      <Outlet />
    </PublicSettingsProvider>
  );
}
