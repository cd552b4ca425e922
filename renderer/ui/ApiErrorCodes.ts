/** Whether the screen shows the platform's errors with their codes, '[code] message' (spec 1 §8:
 *  the login, confirm code, set-password and password-expired pages); false everywhere else, where
 *  a number means nothing to the person reading (issue 36). ErrorBanner and the form kit read it. */
import { createContext } from 'react';

export const ApiErrorCodes = createContext(false);
