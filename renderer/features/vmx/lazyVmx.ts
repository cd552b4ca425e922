/** The VMX loads when a view first shows one (its own chunk): a React.lazy stand-in for VmxWidget. */
import { lazy } from 'react';

export const LazyVmxWidget = lazy(async () => ({
  default: (await import(/* webpackChunkName: "vmx" */ './VmxWidget')).VmxWidget,
}));
