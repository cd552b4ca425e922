import { passwordProblem, userDraftProblem, userDraftProblems } from './userFormRules';

const draft = (over: Partial<Parameters<typeof userDraftProblem>[0]> = {}) => ({
  name: 'ann',
  email: '',
  password: 'long-enough',
  confirmation: 'long-enough',
  ...over,
});

describe('userDraftProblem', () => {
  it('asks for a name, a plausible address and, when adding, a password or an address', () => {
    expect(userDraftProblem(draft({ name: '  ' }), true)).toBe('nameEmpty');
    expect(userDraftProblem(draft({ email: 'no-at-sign' }), true)).toBe('emailInvalid');
    expect(userDraftProblem(draft({ password: '', confirmation: '' }), true)).toBe('passwordOrEmail');
    expect(userDraftProblem(draft({ email: 'ann@site.test', password: '', confirmation: '' }), true)).toBeNull();
    expect(userDraftProblem(draft(), true)).toBeNull();
  });

  it('checks the password only when adding', () => {
    expect(userDraftProblem(draft({ confirmation: 'other' }), true)).toBe('passwordMismatch');
    expect(userDraftProblem(draft({ password: 'x', confirmation: '' }), false)).toBeNull();
  });
});

describe('passwordProblem', () => {
  it('refuses empty, unequal and short passwords', () => {
    expect(passwordProblem('', '')).toBe('passwordEmpty');
    expect(passwordProblem('short', 'short')).toBe('passwordTooShort');
    expect(passwordProblem('long-enough', 'long-enough')).toBeNull();
  });
});

describe('userDraftProblems', () => {
  it('names each field’s problem at once', () => {
    expect(userDraftProblems(draft({ name: ' ', email: 'x', confirmation: 'other' }), true)).toEqual([
      'nameEmpty',
      'emailInvalid',
      'passwordMismatch',
    ]);
    expect(userDraftProblems(draft({ name: ' ', confirmation: 'other' }), false)).toEqual(['nameEmpty']);
    expect(userDraftProblems(draft(), true)).toEqual([]);
  });
});
