/** Takes the login out of every URL in a text before it leaves the platform (issue 36): ffmpeg
 *  names the input URL in its errors, and those reach the camera log, the health status, the
 *  audit, the server log and the console, where a camera's password must never appear (spec 3 §4
 *  connect authentication). The answers, the audit and the log writers each pass what they carry
 *  through here. */
/** A scheme, then everything up to the last '@' before the host (a password may hold an '@'),
 *  but not past a quote or a backslash: the text may be JSON with an e-mail address further on. */
const URL_LOGIN = /(\b[a-z][a-z0-9+.-]*:\/\/)[^\s/?#"'<>\\]*@/gi;

export function redactCredentials(text: string): string {
  return text.replace(URL_LOGIN, '$1***@');
}
