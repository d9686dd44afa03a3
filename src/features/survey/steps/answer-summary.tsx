import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useId } from 'react';
import { changeEventOf, stepOfField, type AnswerFieldName } from '../../../../machines/survey';
import { ANSWER_ROWS } from '../../../../machines/survey/survey.answer-rows';
import { SurveyActorContext } from '../survey-actor-context';

/**
 * Every answer, each with a Change that opens its step; the machine brings the person back
 * here on that step's Continue. Change looks like a link but is a button: it moves within
 * the survey and has no address of its own.
 */
export function AnswerSummary() {
  const headingId = useId();
  const answers = SurveyActorContext.useSelector((snapshot) => snapshot.context.answers);
  const busy = SurveyActorContext.useSelector((snapshot) => snapshot.hasTag('busy'));
  const { send } = SurveyActorContext.useActorRef();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 3 }}>
      <Box component="h2" id={headingId} sx={{ typography: 'h6', mt: 0, mb: 1 }}>
        Your answers
      </Box>
      <Box component="ul" aria-labelledby={headingId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {(Object.keys(ANSWER_ROWS) as AnswerFieldName[]).map((field) => {
          const { label, show } = ANSWER_ROWS[field];
          return (
            <Box
              component="li"
              key={field}
              sx={{ display: 'flex', gap: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}
            >
              <Box sx={{ flex: '0 0 38%', fontWeight: 600 }}>{label}</Box>
              <Box sx={{ flex: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {show(answers)}
              </Box>
              <Link
                component="button"
                type="button"
                disabled={busy}
                aria-label={`Change ${label.toLowerCase()}`}
                onClick={() => send({ type: changeEventOf(stepOfField(field)) })}
                sx={{ alignSelf: 'flex-start' }}
              >
                Change
              </Link>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
