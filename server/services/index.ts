/** The services transports call (design.md §2): imported through this entry. */
export type { Services } from './Services';
