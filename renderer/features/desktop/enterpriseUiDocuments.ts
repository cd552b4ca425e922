/** The GraphQL document of the desktop login check: the interfaces the signed-in account may open. */
import { graphql } from '../../graphql';

export const EnterpriseUiAccessQuery = graphql(`
  query EnterpriseUiAccess {
    guis {
      id
    }
  }
`);
