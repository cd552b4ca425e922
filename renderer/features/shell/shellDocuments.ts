/** The logged-in frame's GraphQL documents (spec 1 §7: branding). */
import { graphql } from '../../graphql';

export const BrandingQuery = graphql(`
  query Branding {
    branding {
      LOGO_PATH
      SOLID_LOGO_VISIBLE
      LOGIN_HEADER_COLOR
      LOGIN_FOOTER_COLOR
      LOGIN_BACKGROUND_PATH
      ICON_PATH
      OEM_COPYRIGHT
      COMPANY_NAME
      SUPPORT_PHONE
      SUPPORT_URL
      SUPPORT_EMAIL
      TRADEMARKS
    }
  }
`);
