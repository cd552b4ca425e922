import { cssColor, DEFAULT_BRANDING, safeUrl, toBranding } from './branding';

describe('branding', () => {
  it('falls back to the defaults for an empty map', () => {
    expect(toBranding({})).toEqual(DEFAULT_BRANDING);
  });

  it('takes the installation values', () => {
    const branding = toBranding({
      LOGIN_HEADER_COLOR: '#123456',
      LOGIN_FOOTER_COLOR: 'rgb(1, 2, 3)',
      LOGIN_BACKGROUND_PATH: '/files/bg.jpg',
      LOGO_PATH: 'https://cdn.example.com/logo.png',
      SOLID_LOGO_VISIBLE: 'no',
      OEM_COPYRIGHT: '<b>© ACME</b>',
    });
    expect(branding).toMatchObject({
      headerColor: '#123456',
      footerColor: 'rgb(1, 2, 3)',
      backgroundUrl: '/files/bg.jpg',
      logoUrl: 'https://cdn.example.com/logo.png',
      logoVisible: false,
      copyrightHtml: '<b>© ACME</b>',
    });
  });

  it('sanitises OEM_COPYRIGHT with DOMPurify', () => {
    const { copyrightHtml } = toBranding({
      OEM_COPYRIGHT:
        '<a href="javascript:alert(1)" onclick="x()">ACME</a><script>alert(1)</script><img src=x onerror=y()>',
    });
    expect(copyrightHtml).not.toMatch(/script|onclick|onerror|javascript:/);
    expect(copyrightHtml).toContain('ACME');
  });

  it('refuses values that could escape a style or a link', () => {
    expect(cssColor('red; background: url(x)')).toBeUndefined();
    expect(cssColor('url(https://evil/x)')).toBeUndefined();
    expect(safeUrl('javascript:alert(1)')).toBeUndefined();
    expect(safeUrl('data:image/svg+xml,<svg/>')).toBeUndefined();
    expect(safeUrl('/files/logo.svg')).toBe('/files/logo.svg');
  });
});
