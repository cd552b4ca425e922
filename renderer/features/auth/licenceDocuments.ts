/** The licence agreement's GraphQL documents (spec 1 §7: licence text and isAccepted; accept). */
import { graphql } from '../../graphql';

export const LicenceQuery = graphql(`
  query Licence {
    licence {
      text
      version
      isAccepted
    }
  }
`);

export const AcceptLicenceMutation = graphql(`
  mutation AcceptLicence {
    acceptLicence {
      version
      isAccepted
    }
  }
`);
