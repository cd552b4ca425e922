/** Spec 1 §4, realm choice: what choosing a realm does, as plain functions. */

/** Where the console goes after the realm step. */
export const ROUTE_AFTER_REALM = '/guilist';

/** With one realm or fewer there is nothing to choose: the page is skipped. */
export function skipsRealmChoice(realms: readonly unknown[]): boolean {
  return realms.length <= 1;
}

/** Only a different realm needs the realm switch; choosing the current one just goes on. */
export function needsRealmSwitch(currentRealmId: string, chosenRealmId: string): boolean {
  return currentRealmId !== chosenRealmId;
}
