/** Issue 34: a refusal leaves over HTTP with its message's code, so the console shows it in the
 *  operator's language — every login-family message and every refusal of authorize() has one. */
import { ACTIONS } from '../access/actions';
import { AUTH_MESSAGES } from '../auth/authPolicy';
import { DomainError } from '../kernel/DomainError';
import { apiFailure } from './apiFailure';

describe('apiFailure', () => {
  it.each(Object.entries(AUTH_MESSAGES))('names the code of the login family’s %s', (_, message) => {
    expect(apiFailure(DomainError.badInput(message)).body).toMatchObject({ message, messageKey: expect.any(String) });
  });

  it.each([...new Set(Object.values(ACTIONS).map((action) => action.denied))])(
    'names the code of the refusal %s',
    (denied) => {
      expect(apiFailure(DomainError.forbidden(denied)).body).toMatchObject({
        code: 403,
        messageKey: expect.any(String),
      });
    },
  );

  it('gives the values a message holds, and no code to a message without one', () => {
    expect(apiFailure(DomainError.notFound('Camera tour')).body).toEqual({
      code: 404,
      message: 'Camera tour not found',
      messageKey: 'notFound',
      params: { what: 'Camera tour' },
    });
    expect(apiFailure(DomainError.badInput('start must not be negative')).body).toEqual({
      code: 400,
      message: 'start must not be negative',
    });
  });
});
