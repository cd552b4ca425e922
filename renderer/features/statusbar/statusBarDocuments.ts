/** The status bar's GraphQL documents (spec 1 §7: identity attribute contactUs). */
import { graphql } from '../../graphql';

export const ContactUsQuery = graphql(`
  query ContactUs {
    identityAttribute(name: "contactUs")
  }
`);
