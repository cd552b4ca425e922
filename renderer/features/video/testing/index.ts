/** Stand-ins for the video area's tests and previews (never used by the console itself). */
export {
  createFakePlayerController,
  EMPTY_PLAYER_STATS,
  type FakePlayerCall,
  type FakePlayerController,
  IDLE_PLAYER_STATE,
  type PlayerMethod,
} from './fakePlayerController';
export { installTestPointerEvent, timelineDevice } from './timelineFixtures';
