/** GraphQL answers say what was wrong without suggesting the schema's names (issue 27 #14: with
 *  introspection off, 'Did you mean …' spelt the schema out to anyone, signed in or not): a
 *  misspelt field, argument or input field, over POST and over the subscription socket. */
import { ApiClient } from '../testing/apiClient';
import { sharedTestPlatform } from '../testing/sharedTestPlatform';
import { testDatabases } from '../testing/testDatabases';
import { withoutSuggestions } from './withoutSuggestions';

const [sqlite] = testDatabases();

describe('withoutSuggestions', () => {
  it.each([
    [
      'Cannot query field "usr" on type "Query". Did you mean "user" or "users"?',
      'Cannot query field "usr" on type "Query".',
    ],
    [
      'Variable "$f" got invalid value { a: 1 }; Field "a" is not defined by type "F". Did you mean "b"?',
      'Variable "$f" got invalid value { a: 1 }; Field "a" is not defined by type "F".',
    ],
    ['Unknown type "Usr". Did you mean\n"User"?', 'Unknown type "Usr".'],
    ['Not logged in', 'Not logged in'],
  ])('%j', (message, expected) => {
    expect(withoutSuggestions(message)).toBe(expected);
  });
});

describe('GraphQL errors name no schema field they were not asked about', () => {
  const platform = sharedTestPlatform(sqlite!);

  const messages = async (client: ApiClient, query: string, variables?: Record<string, unknown>) => {
    const answer = await client.graphql(query, variables);
    return (answer.errors ?? []).map((e) => e.message);
  };

  it('to the anonymous', async () => {
    const anonymous = new ApiClient(platform.current().url);
    const field = await messages(anonymous, '{ languagez { __typename } }');
    expect(field).toEqual(['Cannot query field "languagez" on type "Query".']);
    const argument = await messages(anonymous, '{ devicesByIds(idz: ["a"]) { id } }');
    expect(argument.join('\n')).toMatch(/Unknown argument "idz"/);
    expect(argument.join('\n')).not.toMatch(/Did you mean/);
  });

  it('to the signed-in, over POST and over the subscription socket', async () => {
    const operator = await platform.signIn('operator');
    const input = await messages(operator, 'query ($f: AuditEntryFilter!) { auditEntries(filter: $f) { context } }', {
      f: { witnessez: [] },
    });
    expect(input.join('\n')).toMatch(/Field "witnessez" is not defined by type "AuditEntryFilter"/);
    expect(input.join('\n')).not.toMatch(/Did you mean|witnesses/);
    const subscription = operator.subscribe('subscription { sessionClos { reason } }');
    await subscription.started;
    const error = await subscription.next(5000);
    expect(JSON.stringify(error)).toMatch(/Cannot query field/);
    expect(JSON.stringify(error)).not.toMatch(/Did you mean|sessionClose/);
  });
});
