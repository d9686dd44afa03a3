import type {
  QuestionnaireResponse,
  QuestionnaireResponseItem,
  QuestionnaireResponseItemAnswer,
} from '@medplum/fhirtypes';
import { QUESTION_STEPS, type AnswerFieldName, type StoredAnswers } from '../../machines/survey';
import { ANSWER_ROWS } from '../../machines/survey/survey.answer-rows';
import type { RecordSection } from './record-section';

/**
 * The answer as FHIR types it, by how the survey asks it: a number as a number, a weight with
 * its unit (UCUM), a yes/no as a boolean, each chosen option as text; nothing while unset.
 */
function fhirAnswers(
  field: AnswerFieldName,
  answers: StoredAnswers,
): QuestionnaireResponseItemAnswer[] {
  const value: unknown = answers[field];
  if (value === null || value === '') return [];
  if (field === 'age') return [{ valueInteger: Number(value) }];
  if (field === 'weight') {
    return [
      {
        valueQuantity: {
          value: Number(value),
          unit: 'lb',
          system: 'http://unitsofmeasure.org',
          code: '[lb_av]',
        },
      },
    ];
  }
  if (typeof value === 'boolean') return [{ valueBoolean: value }];
  if (Array.isArray(value)) return value.map((chosen) => ({ valueString: String(chosen) }));
  return [{ valueString: String(value) }];
}

/**
 * The survey's answers: a QuestionnaireResponse with one group per question step of the
 * step table, in its order, and one item per answer field (linkId: the field's name).
 */
export const answersSection: RecordSection = async ({ found, references }) => {
  const answers = found.answers;
  const items: QuestionnaireResponseItem[] = answers
    ? QUESTION_STEPS.map((step) => ({
        linkId: step.id,
        item: (Object.keys(step.fields) as AnswerFieldName[]).map((field) => {
          const answer = fhirAnswers(field, answers);
          return {
            linkId: field,
            text: ANSWER_ROWS[field].label,
            ...(answer.length > 0 ? { answer } : {}),
          };
        }),
      }))
    : [];
  const response: QuestionnaireResponse = {
    resourceType: 'QuestionnaireResponse',
    identifier: { system: 'urn:lmn-intake:case-reference', value: String(found.id) },
    status: 'completed',
    subject: { reference: references.patient },
    authored: found.submittedAt ?? found.dateSubmitted,
    ...(items.length > 0 ? { item: items } : {}),
  };
  const lines = answers
    ? (Object.keys(ANSWER_ROWS) as AnswerFieldName[]).map((field) => ({
        label: ANSWER_ROWS[field].label,
        text: ANSWER_ROWS[field].show(answers),
      }))
    : [];
  return {
    blocks: [{ heading: 'Your answers', lines, empty: 'No answers are stored with this request.' }],
    entries: [{ fullUrl: references.response, resource: response }],
  };
};
