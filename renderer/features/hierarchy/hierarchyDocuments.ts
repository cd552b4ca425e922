/** GraphQL documents of the hierarchy editor (spec 3 §7.2): insert, update (whole tree or rename)
 *  and delete (the realm's hierarchies are read through the labels feature). */
import { graphql } from '../../graphql';
import { HierarchyTreeFields } from '../labels';

export const InsertHierarchyMutation = graphql(`
  mutation InsertHierarchy($hierarchy: HierarchyInput!) {
    insertHierarchy(hierarchy: $hierarchy)
  }
`);

/** Answers the whole tree, so the saved hierarchy lands in the cache without reading it again. */
export const UpdateHierarchyMutation = graphql(
  `
    mutation UpdateHierarchy($hierarchy: HierarchyInput!) {
      updateHierarchy(hierarchy: $hierarchy) {
        ...HierarchyTreeFields
      }
    }
  `,
  [HierarchyTreeFields],
);

export const DeleteHierarchyMutation = graphql(`
  mutation DeleteHierarchy($id: ID!) {
    deleteHierarchy(id: $id) {
      deleted
      usage {
        views {
          id
          name
          userName
        }
        sharedViews {
          id
          name
          userName
        }
      }
    }
  }
`);
