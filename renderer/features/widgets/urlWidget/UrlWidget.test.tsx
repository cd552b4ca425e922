import { render, screen } from '@testing-library/react';
import { urlWidgetFrameSrc } from '../../../../shared/widgets';
import { initI18n } from '../../../i18n';
import { mockFetch } from '../../../testing';
import { UrlWidget } from './UrlWidget';

const URL_ = 'https://intranet.example/board';
const show = () =>
  render(<UrlWidget instanceId="c1" viewId="v1" props={{ url: URL_ }} size={{ width: 400, height: 300 }} />);

describe('UrlWidget (spec 3 §2.6, issue 34)', () => {
  beforeAll(() => initI18n('en-US'));

  it("frames the address through the platform's framing page", async () => {
    mockFetch({ 'HEAD /api/widgets/url-frame': { status: 200, body: '' } });
    show();
    const frame = screen.getByTitle(`Web page ${URL_}`);
    expect(frame.getAttribute('src')).toBe(urlWidgetFrameSrc(URL_));
    // Still framed once the platform has said it may be.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByTitle(`Web page ${URL_}`)).toBeTruthy();
  });

  it('says so, in words, when the platform refuses the address', async () => {
    mockFetch({ 'HEAD /api/widgets/url-frame': { status: 403, body: { code: 403, message: 'refused' } } });
    show();
    expect(
      await screen.findByText(
        `This view's web page (${URL_}) is not shown: only addresses an administrator placed in a view are.`,
      ),
    ).toBeTruthy();
    expect(screen.queryByTitle(`Web page ${URL_}`)).toBeNull();
  });
});
