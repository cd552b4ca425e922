import { safeWidgetUrl } from './safeWidgetUrl';

describe('safeWidgetUrl', () => {
  it.each([
    ['https://example.com', 'https://example.com/'],
    [' http://camera.local/page ', 'http://camera.local/page'],
    ['javascript:alert(1)', null],
    ['data:text/html,<b>x</b>', null],
    ['file:///etc/passwd', null],
    ['not a url', null],
    ['', null],
    [42, null],
  ])('%j → %j', (input, expected) => {
    expect(safeWidgetUrl(input)).toBe(expected);
  });
});
