/** What the platform answered a form with, as one problem: its words (the login family's ApiError,
 *  as '[code] message' where the page shows codes, a GraphQL refusal's message) and, where the
 *  platform or the form can tell, the field it is about. */
import type { TFunction } from 'i18next';
import type { ApiError } from '../../../shared/auth/loginApi';
import { NETWORK_ERROR_CODE } from '../../api';
import { formatApiError } from '../formatApiError';
import { extensionsCode, localiseServerMessage } from '../localiseServerMessage';

/** A refusal that names its field (e.g. a rule from shared/ answered per field). */
export interface ServerFieldProblem {
  field?: string | undefined;
  /** The platform's own (English) words, which a form's serverFields are matched against. */
  message: string;
  /** The words to show: the message in the operator's language (issue 34); the message when absent. */
  shown?: string;
}

/** The GraphQL client's error, by shape (urql's CombinedError). */
interface GraphqlFailure {
  message: string;
  graphQLErrors: ReadonlyArray<{ message: string; extensions?: Record<string, unknown> }>;
}

/** What a form's send may answer: nothing when it went through, else the platform's refusal. */
export type ServerAnswer = void | undefined | null | string | ApiError | GraphqlFailure | ServerFieldProblem;

function isGraphqlFailure(answer: object): answer is GraphqlFailure {
  return 'graphQLErrors' in answer && Array.isArray((answer as GraphqlFailure).graphQLErrors);
}

function isApiError(answer: object): answer is ApiError {
  return typeof (answer as ApiError).code === 'number' && typeof (answer as ApiError).message === 'string';
}

/** The refusal as text and, when known, its field; null when the answer is no refusal. */
export function serverProblem(answer: ServerAnswer, t: TFunction, withCode = false): ServerFieldProblem | null {
  if (answer == null || answer === '') return null;
  if (typeof answer === 'string') return { message: answer, shown: localiseServerMessage(t, answer) };
  if (isGraphqlFailure(answer)) {
    const first = answer.graphQLErrors[0];
    const field = first?.extensions?.field;
    const message = first?.message ?? answer.message;
    return {
      message,
      shown: localiseServerMessage(t, message, extensionsCode(first?.extensions)),
      field: typeof field === 'string' ? field : undefined,
    };
  }
  if (isApiError(answer)) {
    if (answer.code === NETWORK_ERROR_CODE) return { message: t('errors.network') };
    return {
      message: formatApiError(answer, withCode),
      shown: formatApiError({ ...answer, message: localiseServerMessage(t, answer.message, answer) }, withCode),
    };
  }
  return answer;
}
