/** The camera drag object, in a feature of its own: lists, events and tours write and read it
 *  without importing the camera cell, which would pull the player into their chunks. */
export { CAMERA_DRAG_TYPE, type CameraDrop, carriesCamera, readCameraDrop, writeCameraDrag } from './cameraDrag';
