/** server/sim's entry (design.md §2): the demo world, which platform/ alone plugs in at start.
 *  Other folders import only the modules listed here (lint: vantage/server-imports). */
export { SensorSimulator } from './SensorSimulator';
export { TargetSimulator, demoTargetEveryMs } from './TargetSimulator';
export { demoSensorEveryMs } from './demoSensors';
export { demoSitePlan } from './demoSitePlan';
export { DEMO_ACCOUNTS, seedDemo } from './seedDemo';
