/** Carries the console's session cookie from one node to another (issue 33): a cookie belongs to the
 *  host that set it, and every node of a cluster keeps the same sessions in PostgreSQL, so the
 *  session the user signed in with on the lost node is valid on the next one. */
import type { Session } from 'electron';
import { SESSION_COOKIE } from '../../shared/auth/loginApi';

/** True when there was a session cookie to carry; without one the next node shows its login page. */
export async function copySessionCookie(session: Session, from: string, to: string): Promise<boolean> {
  const [cookie] = await session.cookies.get({ url: `${from}/`, name: SESSION_COOKIE });
  // A cookie kept to HTTPS is not handed to a node on plain HTTP: the user signs in there instead.
  if (!cookie || (cookie.secure === true && !to.startsWith('https:'))) return false;
  await session.cookies.set({
    url: `${to}/`,
    name: cookie.name,
    value: cookie.value,
    path: cookie.path ?? '/',
    httpOnly: cookie.httpOnly ?? true,
    secure: cookie.secure ?? false,
    sameSite: cookie.sameSite ?? 'strict',
    ...(cookie.expirationDate !== undefined && { expirationDate: cookie.expirationDate }),
  });
  return true;
}
