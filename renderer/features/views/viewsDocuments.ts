/** The workspace's GraphQL documents (spec 1 §7): the solid config and its current-view part, the
 *  realm's shared views, owner names, their mutations and subscriptions. (The user comes from the
 *  session's user info.) */
import { graphql, type ResultOf } from '../../graphql';

/** The solid config as the workspace holds it, in every answer that carries one. */
export const SolidConfigFields = graphql(`
  fragment SolidConfigFields on SolidConfig {
    userId
    realmId
    solidConfig
    updatedAt
    currentView {
      version
      currentViewId
      recentViewIds
      windowProps
    }
  }
`);

/** The realm's shared views as the workspace holds them. */
export const SharedViewsFields = graphql(`
  fragment SharedViewsFields on SharedViews {
    realmId
    sharedViews
    layout
    updatedAt
  }
`);

export const SolidConfigQuery = graphql(
  `
    query SolidConfig($userId: ID!) {
      solidConfig(userId: $userId) {
        ...SolidConfigFields
      }
    }
  `,
  [SolidConfigFields],
);

export const SharedViewsQuery = graphql(
  `
    query SharedViews {
      sharedViews {
        ...SharedViewsFields
      }
    }
  `,
  [SharedViewsFields],
);

export const ViewOwnerQuery = graphql(`
  query ViewOwner($id: ID!) {
    user(id: $id) {
      id
      name
    }
  }
`);

export const UpdateSolidConfigMutation = graphql(
  `
    mutation UpdateSolidConfig($userId: ID!, $solidConfig: JSON!, $realmId: ID) {
      updateSolidConfig(userId: $userId, solidConfig: $solidConfig, realmId: $realmId) {
        ...SolidConfigFields
      }
    }
  `,
  [SolidConfigFields],
);

export const UpdateSharedViewsMutation = graphql(
  `
    mutation UpdateSharedViews($realmId: ID!, $sharedViews: JSON!, $layout: JSON) {
      updateSharedViews(realmId: $realmId, sharedViews: $sharedViews, layout: $layout) {
        ...SharedViewsFields
      }
    }
  `,
  [SharedViewsFields],
);

export const UpdateCurrentViewMutation = graphql(`
  mutation UpdateCurrentView(
    $userId: ID!
    $version: Int!
    $currentViewId: String
    $recentViewIds: [String!]!
    $windowProps: JSON
    $realmId: ID
  ) {
    updateSolidConfigCurrentView(
      userId: $userId
      version: $version
      currentViewId: $currentViewId
      recentViewIds: $recentViewIds
      windowProps: $windowProps
      realmId: $realmId
    ) {
      version
      currentViewId
      recentViewIds
      windowProps
    }
  }
`);

export const SolidConfigSubscription = graphql(
  `
    subscription SolidConfigUpdate {
      solidConfigUpdate {
        ...SolidConfigFields
      }
    }
  `,
  [SolidConfigFields],
);

export const SharedViewsSubscription = graphql(
  `
    subscription SharedViewsUpdate {
      sharedViewsUpdate {
        ...SharedViewsFields
      }
    }
  `,
  [SharedViewsFields],
);

export type SolidConfigData = ResultOf<typeof SolidConfigQuery>['solidConfig'];
export type SharedViewsData = ResultOf<typeof SharedViewsQuery>['sharedViews'];
