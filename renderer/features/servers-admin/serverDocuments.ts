/** The Servers section's GraphQL document (issue 33; server/graphql/schema/cluster.graphql): the
 *  platform's nodes with their health and the cameras each records now. */
import { graphql, type ResultOf } from '../../graphql';

export const ClusterNodesQuery = graphql(`
  query ClusterNodes {
    clusterNodes {
      id
      url
      weight
      pinned
      failoverGroup
      heartbeatAt
      online
      self
      cameras {
        id
        name
      }
    }
  }
`);

export type ClusterNodeRecord = ResultOf<typeof ClusterNodesQuery>['clusterNodes'][number];
