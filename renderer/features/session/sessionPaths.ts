/** Which routes belong to the logged-in console (spec 1 §2.2), read from the route table itself:
 *  the guard route of the logged-in pages carries a handle, and a location needs a session when a
 *  route it matches carries it. */

export const LOGGED_IN_HANDLE = { session: 'loggedIn' } as const;

export function requiresSession(matches: readonly { handle: unknown }[]): boolean {
  return matches.some((match) => match.handle === LOGGED_IN_HANDLE);
}
