/** The session of spec 1 §4: the gate at the root of the routes, its guards, and logout. */
export { hashAction, type HashAction } from './hashAction';
export { LOGOUT_CHANNEL_NAME, LOGOUT_MESSAGE } from './logoutChannel';
export { type Session, type SessionStatus, useDidLogIn, useSession, useUserInfo } from './SessionContext';
export { useVisualConfigFlag, type VisualConfigFlag } from './useVisualConfigFlag';
export { VisualConfigFields } from './visualConfigFields';
export { type UserInfo, UserInfoFields, UserInfoQuery } from './sessionDocuments';
export { SessionGate } from './SessionGate';
export { SessionLoading } from './SessionLoading';
export { LOGGED_IN_HANDLE, requiresSession } from './sessionPaths';
export { BySession, LoggedInOnly, loggedInRoutes, LoggedOutOnly } from './SessionRoutes';
