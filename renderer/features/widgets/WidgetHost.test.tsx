import { render, screen } from '@testing-library/react';
import { initI18n } from '../../i18n';
import { mockFetch } from '../../testing';
import { URL_WIDGET_SANDBOX } from './urlWidget/UrlWidget';
import { WidgetHost } from './WidgetHost';
import { registerWidget } from './widgetRegistry';

const url = (value: string) => ({ id: 'c1', name: 'URL', module: 'widgets', widgetId: 'URL', props: { url: value } });

describe('WidgetHost', () => {
  beforeAll(() => initI18n('en-US'));
  // The URL widget asks the platform's framing page whether it may frame the address.
  beforeEach(() => mockFetch({ 'HEAD /api/widgets/url-frame': { status: 200, body: '' } }));

  it('shows the URL widget as a sandboxed frame without same-origin access', () => {
    render(<WidgetHost viewId="v1" widget={url('https://example.com/a')} widgetFlags={{}} />);
    const frame = screen.getByTitle('Web page https://example.com/a');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('sandbox')).toBe(URL_WIDGET_SANDBOX);
    expect(URL_WIDGET_SANDBOX).not.toContain('allow-same-origin');
    expect(frame.getAttribute('referrerpolicy')).toBe('no-referrer');
  });

  it('refuses addresses that are not http(s), and says when none is set', () => {
    const { rerender } = render(<WidgetHost viewId="v1" widget={url('javascript:alert(1)')} widgetFlags={{}} />);
    expect(screen.queryByTitle(/Web page/)).toBeNull();
    expect(screen.getByText('The URL must start with http:// or https://.')).toBeTruthy();
    rerender(<WidgetHost viewId="v1" widget={url('')} widgetFlags={{}} />);
    expect(screen.getByText("No URL is set. Enter one in the widget's properties.")).toBeTruthy();
  });

  it("shows 'Access restricted' when the visual configuration denies the widget", () => {
    render(<WidgetHost viewId="v1" widget={url('https://example.com/')} widgetFlags={{ URL: false }} />);
    expect(screen.getByText('Access restricted')).toBeTruthy();
    expect(screen.queryByTitle(/Web page/)).toBeNull();
  });

  it('names a widget this console does not have yet (one a newer console saved in the view)', () => {
    const radar = { id: 'c1', name: 'Radar', module: 'radar', widgetId: 'Radar', props: {} };
    render(<WidgetHost viewId="v1" widget={radar} widgetFlags={{}} />);
    expect(screen.getByRole('region', { name: 'Radar' }).textContent).toContain(
      'This widget is not available in this console yet.',
    );
  });

  it('shows the message and stack of a widget that fails to render', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    registerWidget({
      spec: { id: 'Broken', name: 'Broken', options: [] },
      module: 'test',
      Component: () => {
        throw new Error('no signal');
      },
    });
    render(
      <WidgetHost
        viewId="v1"
        widget={{ id: 'c', name: 'Broken', module: 'test', widgetId: 'Broken', props: {} }}
        widgetFlags={{}}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain("'Broken' could not be shown");
    expect(screen.getByText('no signal')).toBeTruthy();
    expect(screen.getByText('Details')).toBeTruthy();
    error.mockRestore();
  });
});
