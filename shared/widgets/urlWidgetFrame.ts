/** The platform's page that frames a URL widget's address (spec 3 §2.6 'URL: url text'): the
 *  console frames only its own origin, and this page, served under a policy read at each request,
 *  frames the address when an administrator placed it, so a URL widget saved a moment ago shows
 *  without reloading the console. */
export const URL_WIDGET_FRAME_PATH = '/api/widgets/url-frame';

/** The framing page's address for one widget address. */
export function urlWidgetFrameSrc(url: string): string {
  return `${URL_WIDGET_FRAME_PATH}?${new URLSearchParams({ url }).toString()}`;
}
