/** GraphQL documents of the command palette: the realm's hierarchies with their trees, so a search
 *  finds the cameras below a level named like it. */
import { graphql } from '../../graphql';
import { HierarchyTreeFields } from '../labels';

export const PaletteHierarchiesQuery = graphql(
  `
    query PaletteHierarchies {
      hierarchies {
        ...HierarchyTreeFields
      }
    }
  `,
  [HierarchyTreeFields],
);
