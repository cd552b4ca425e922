import { canRequestRecovery, checkNewPassword } from './passwordRules';

describe('checkNewPassword', () => {
  it.each([
    ['', undefined, undefined, 'empty'],
    ['long-enough', 'different', undefined, 'mismatch'],
    ['short', 'short', undefined, 'tooShort'],
    ['long-enough', undefined, 'long-enough', 'sameAsCurrent'],
    ['long-enough', 'long-enough', 'old-password', null],
  ])('%j (confirmation %j, current %j) → %j', (password, confirmation, current, problem) => {
    expect(checkNewPassword(password, confirmation, current)).toBe(problem);
  });
});

describe('canRequestRecovery (spec 1 §5)', () => {
  it.each([
    ['', false],
    ['@', false],
    ['a@', true],
    ['ab', false],
    ['operator@vantage.local', true],
  ])('%j → %j', (email, enabled) => {
    expect(canRequestRecovery(email)).toBe(enabled);
  });
});
