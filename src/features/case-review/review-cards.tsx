import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { bmiReading, bmiSummary } from '../../../machines/case/bmi';
import type { ReviewRecord } from '../../../machines/case/review.sample';
import type { AnswerFieldName } from '../../../machines/survey';
import { ANSWER_ROWS } from '../../../machines/survey/survey.answer-rows';
import {
  ANSWER_CARDS,
  REVIEW_PLACES,
  type AnswerCard,
} from '../../../machines/survey/survey.review-places';

const NOT_ANSWERED = 'Not answered';

/** One line of a card: an answer or what the page works out from them. */
type CardLine = { key: string; line: number; label: string } & (
  { value: string } | { badges: readonly string[]; empty: string }
);

/** "BMI 37.1 · obesity, class 2", from the answers shown (docs/decisions/2026-11-26-bmi-and-obesity-codes.md). */
function bmiText(record: ReviewRecord): string {
  const reading = bmiReading(record);
  return reading ? bmiSummary(reading) : 'Needs a height and a weight';
}

/** Each answer in its place on the page, by its reading; a list of choices as badges. */
function answerLines(record: ReviewRecord): Record<AnswerCard, CardLine[]> {
  const lines = Object.fromEntries(ANSWER_CARDS.map((card) => [card, [] as CardLine[]])) as Record<
    AnswerCard,
    CardLine[]
  >;
  for (const field of Object.keys(REVIEW_PLACES) as AnswerFieldName[]) {
    const { card, line } = REVIEW_PLACES[field];
    const { label, show } = ANSWER_ROWS[field];
    const value: unknown = record[field];
    const text = show(record);
    lines[card].push({
      key: field,
      line,
      label,
      ...(Array.isArray(value)
        ? { badges: value as string[], empty: text }
        : { value: text.trim() === '' ? NOT_ANSWERED : text }),
    });
  }
  // Worked out from the height and the weight, below them.
  lines['Physical Information'].push({
    key: 'bmi',
    line: 3,
    label: 'Body-mass index',
    value: bmiText(record),
  });
  for (const card of ANSWER_CARDS) lines[card].sort((a, b) => a.line - b.line);
  return lines;
}

function ReviewCard({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card component="section" variant="outlined" aria-labelledby={titleId}>
      <CardContent>
        <Typography id={titleId} variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** Chosen options as badges, or what stands for none. */
function Badges({ badges, empty }: { badges: readonly string[]; empty: string }) {
  if (badges.length === 0) return <Typography>{empty}</Typography>;
  return (
    <Box
      component="ul"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}
    >
      {badges.map((badge) => (
        <li key={badge}>
          {/* Long condition names wrap instead of being cut off on a phone. */}
          <Chip
            label={badge}
            variant="outlined"
            sx={{
              maxWidth: '100%',
              height: 'auto',
              '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5 },
            }}
          />
        </li>
      ))}
    </Box>
  );
}

/**
 * A card's lines as a description list, so each value is read with its label; a card that
 * holds one list of choices, named after it (Medical Conditions), shows the badges alone.
 */
function CardBody({ title, lines }: { title: string; lines: readonly CardLine[] }) {
  const [only] = lines;
  if (
    lines.length === 1 &&
    only &&
    'badges' in only &&
    only.label.toLowerCase() === title.toLowerCase()
  ) {
    return <Badges badges={only.badges} empty={only.empty} />;
  }
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5 }}>
      {lines.map((line) => (
        <div key={line.key}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {line.label}
          </Typography>
          {'value' in line ? (
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {line.value}
            </Typography>
          ) : (
            <Box component="dd" sx={{ m: 0 }}>
              <Badges badges={line.badges} empty={line.empty} />
            </Box>
          )}
        </div>
      ))}
    </Box>
  );
}

/** The five cards of SPEC §2 for one record (a case's own answers or the sample). */
export function ReviewCards({ record }: { record: ReviewRecord }) {
  const lines = answerLines(record);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      {ANSWER_CARDS.map((card) => (
        <ReviewCard key={card} title={card}>
          <CardBody title={card} lines={lines[card]} />
        </ReviewCard>
      ))}
      <ReviewCard title="Purchase Information">
        <CardBody
          title="Purchase Information"
          lines={[{ key: 'wantsToBuy', line: 1, label: 'Wants to Buy', value: record.wantsToBuy }]}
        />
      </ReviewCard>
    </Box>
  );
}
