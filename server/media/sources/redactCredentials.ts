/** Takes the login out of every URL in a text before it leaves the media pipeline: ffmpeg names
 *  the input URL in its errors, and those reach the camera log, the health status and the console,
 *  where a camera's password must never appear (spec 3 §4 connect authentication). */
const URL_LOGIN = /(\b[a-z][a-z0-9+.-]*:\/\/)[^\s/]*@/gi;

export function redactCredentials(text: string): string {
  return text.replace(URL_LOGIN, '$1***@');
}
