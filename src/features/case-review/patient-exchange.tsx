import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { forwardRef, useId } from 'react';
import type { ExchangeEntry } from '../../../machines/case';
import { formatLocalTime } from '../../lib/format-local-time';

/**
 * The questions asked of the patient and their answers, oldest first, each saying who and
 * when. The texts are user text: `pre-wrap` keeps their lines, <bdi> their direction.
 */
export const PatientExchange = forwardRef<HTMLHeadingElement, { exchange: ExchangeEntry[] }>(
  function PatientExchange({ exchange }, headingRef) {
    const titleId = useId();
    return (
      <Card component="section" variant="outlined" aria-labelledby={titleId} sx={{ mt: 2 }}>
        <CardContent>
          <Typography
            id={titleId}
            ref={headingRef}
            tabIndex={-1}
            variant="h6"
            component="h2"
            gutterBottom
          >
            Questions to the patient
          </Typography>
          {exchange.length === 0 ? (
            <Typography>No questions asked.</Typography>
          ) : (
            <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 2 }}>
              {exchange.map((entry) => (
                <li key={entry.number}>
                  <Typography>
                    Question {entry.number} from <bdi>{entry.askedBy}</bdi> on{' '}
                    <time dateTime={entry.askedAt}>{formatLocalTime(entry.askedAt)}</time>:
                  </Typography>
                  <Typography component="blockquote" sx={QUOTE}>
                    <bdi>{entry.question}</bdi>
                  </Typography>
                  {entry.answer !== null && entry.answeredAt !== null ? (
                    <>
                      <Typography>
                        The patient answered on{' '}
                        <time dateTime={entry.answeredAt}>{formatLocalTime(entry.answeredAt)}</time>
                        :
                      </Typography>
                      <Typography component="blockquote" sx={QUOTE}>
                        <bdi>{entry.answer}</bdi>
                      </Typography>
                    </>
                  ) : (
                    <Typography color="text.secondary">Not answered yet.</Typography>
                  )}
                </li>
              ))}
            </Box>
          )}
        </CardContent>
      </Card>
    );
  },
);

const QUOTE = {
  m: 0,
  my: 0.5,
  pl: 2,
  borderLeft: 3,
  borderColor: 'divider',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
} as const;
