/** The status bar's GraphQL documents (spec 1 §7: identity attribute contactUs; the user's exports for the progress bar). */
import { graphql, type ResultOf } from '../../graphql';

export const ContactUsQuery = graphql(`
  query ContactUs {
    identityAttribute(name: "contactUs")
  }
`);

/** The user's exports as the platform pushes them (spec 2 §7 videoRequestUpdate): what the progress
 *  bar needs, beside the delivery manager's own document. */
export const ExportUpdateSubscription = graphql(`
  subscription StatusBarExportUpdate {
    videoRequestUpdate {
      id
      userId
      type
      status
      size
      downloaded
    }
  }
`);

export type ExportUpdate = NonNullable<ResultOf<typeof ExportUpdateSubscription>['videoRequestUpdate']>;

export const ExportCancelMutation = graphql(`
  mutation StatusBarExportCancel($requestIds: [ID!]!) {
    videoRequestCancel(requestIds: $requestIds) {
      id
      status
    }
  }
`);
