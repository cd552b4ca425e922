/** GraphQL's own messages name the schema's fields, arguments, types and enum values a misspelt
 *  one resembles ('Cannot query field "usr" on type "Query". Did you mean "user"?'): with
 *  introspection off, that lets anyone, signed in or not, spell the schema out by guessing (issue
 *  27 #14). Every message the endpoint sends keeps what was wrong and drops the suggestion. */

/** graphql-js ends such messages with one ' Did you mean …?' sentence. */
const SUGGESTION = /\s*Did you mean\s[\s\S]*\?$/;

export function withoutSuggestions(message: string): string {
  return message.replace(SUGGESTION, '');
}
