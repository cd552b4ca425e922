/** A primary-button press on an element as a browser sends it (pointer and mouse down and up, then
 *  click): menus and tabs built on the headless primitives react to the press, not only the click. */
import { fireEvent } from '@testing-library/react';

export function press(element: Element) {
  fireEvent.pointerDown(element);
  fireEvent.mouseDown(element);
  fireEvent.pointerUp(element);
  fireEvent.mouseUp(element);
  fireEvent.click(element);
}
