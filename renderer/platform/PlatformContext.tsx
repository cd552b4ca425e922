/** Hands the Platform to components: features call usePlatform(), never window or the bridge. */
import { createContext, type ReactNode, useContext } from 'react';
import type { Platform } from './Platform';
import { webPlatform } from './web';

const PlatformContext = createContext<Platform>(webPlatform);

export function PlatformProvider({ platform, children }: { platform: Platform; children: ReactNode }) {
  return <PlatformContext.Provider value={platform}>{children}</PlatformContext.Provider>;
}

export function usePlatform(): Platform {
  return useContext(PlatformContext);
}
