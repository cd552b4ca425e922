/** Settings → Notification Policies (issue 28): loaded when first opened, so the console's first
 *  load does not carry the administration screen. */
import { lazy } from 'react';

export const NotificationPoliciesSection = lazy(async () => ({
  default: (await import(/* webpackChunkName: "notification-policies" */ './NotificationPoliciesSection'))
    .NotificationPoliciesSection,
}));
