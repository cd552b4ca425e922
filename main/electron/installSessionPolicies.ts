/** Session-wide policies: a CSP on the server's pages, and the few permissions the console may have. */
import type { Session } from 'electron';
import { contentSecurityPolicy, isPermissionGranted, isServerUrl, withContentSecurityPolicy } from '../core';

export function installSessionPolicies(session: Session, serverOrigin: () => string): void {
  session.webRequest.onHeadersReceived((details, callback) => {
    const origin = serverOrigin();
    const isDocument = details.resourceType === 'mainFrame' || details.resourceType === 'subFrame';
    if (!isDocument || !isServerUrl(details.url, origin)) {
      callback({});
      return;
    }
    callback({ responseHeaders: withContentSecurityPolicy(details.responseHeaders, contentSecurityPolicy(origin)) });
  });
  session.setPermissionRequestHandler((_contents, permission, callback, details) => {
    callback(isPermissionGranted(permission, details.requestingUrl, serverOrigin()));
  });
  session.setPermissionCheckHandler((_contents, permission, requestingOrigin) =>
    isPermissionGranted(permission, requestingOrigin, serverOrigin()),
  );
}
