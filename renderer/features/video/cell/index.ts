/** The camera cell (spec 2 §2 Camera cell, Player controls, Media player area). */
export { CameraCell, type CameraCellProps } from './CameraCell';
