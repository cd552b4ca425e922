/** Counts the fields of a document that decode video (each starts an ffmpeg process), aliases
 *  and fragments included, and refuses a document that asks for more than the limit. */
import { GraphQLError, type ValidationContext, type ValidationRule } from 'graphql';

/** Type.field → units of media work. */
export const MEDIA_WORK_FIELDS: Readonly<Record<string, number>> = {
  'Query.snapshot': 1,
};

export function mediaWorkRule(limit: number): ValidationRule {
  return (context: ValidationContext) => {
    let units = 0;
    let reported = false;
    return {
      Field(node) {
        const parent = context.getParentType();
        units += (parent && MEDIA_WORK_FIELDS[`${parent.name}.${node.name.value}`]) || 0;
        if (units > limit && !reported) {
          reported = true;
          context.reportError(
            new GraphQLError(`At most ${limit} snapshots per request; send the others in later requests`, {
              nodes: [node],
            }),
          );
        }
      },
    };
  };
}
