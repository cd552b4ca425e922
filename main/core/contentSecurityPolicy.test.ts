import { contentSecurityPolicy, withContentSecurityPolicy } from './contentSecurityPolicy';

describe('contentSecurityPolicy', () => {
  it('allows scripts from the server only and its WebSocket twin for connections', () => {
    const policy = contentSecurityPolicy('https://vantage.example.com');
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("connect-src 'self' wss://vantage.example.com;");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toMatch(/unsafe-eval/);
    expect(contentSecurityPolicy('http://localhost:8080')).toContain("connect-src 'self' ws://localhost:8080;");
  });

  it('adds the policy to every response, beside any policy the server sent', () => {
    expect(withContentSecurityPolicy({ 'Content-Type': ['text/html'] }, 'P')).toEqual({
      'Content-Type': ['text/html'],
      'Content-Security-Policy': ['P'],
    });
    expect(withContentSecurityPolicy(undefined, 'P')).toEqual({ 'Content-Security-Policy': ['P'] });
    const served = { 'content-security-policy': ["default-src 'none'"], 'X-Other': ['1'] };
    expect(withContentSecurityPolicy(served, 'P')).toEqual({
      'Content-Security-Policy': ["default-src 'none'", 'P'],
      'X-Other': ['1'],
    });
  });
});
