/** Servers in the console's administration (Devices → Servers; issue 33): the platform's nodes with
 *  their health and the cameras each records. */
export { ServersSection } from './ServersSection';
