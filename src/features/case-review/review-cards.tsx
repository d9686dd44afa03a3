import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import type { ReviewRecord } from '../../../machines/case';
import { bmiReading, bmiSummary } from '../../../machines/case/bmi';

const NOT_ANSWERED = 'Not answered';

function yesNo(answer: boolean | null): string {
  if (answer === null) return NOT_ANSWERED;
  return answer ? 'Yes' : 'No';
}

function orNotAnswered(text: string | null): string {
  return text === null || text.trim() === '' ? NOT_ANSWERED : text;
}

/** "BMI 37.1 · obesity, class 2", from the answers shown (docs/decisions/2026-11-26-bmi-and-obesity-codes.md). */
function bmiText(record: ReviewRecord): string {
  const reading = bmiReading(record);
  return reading ? bmiSummary(reading) : 'Needs a height and a weight';
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

/** Label and value pairs as a description list, so each value is read with its label. */
function Fields({ items }: { items: [label: string, value: string][] }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5 }}>
      {items.map(([label, value]) => (
        <div key={label}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </div>
      ))}
    </Box>
  );
}

/** The five cards of SPEC §2 for one record (a case's own answers or the sample). */
export function ReviewCards({ record }: { record: ReviewRecord }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <ReviewCard title="Basic Information">
        <Fields
          items={[
            ['Name', orNotAnswered(record.name)],
            ['Age', orNotAnswered(record.age)],
            ['Sex', orNotAnswered(record.sex)],
            ['State', orNotAnswered(record.state)],
          ]}
        />
      </ReviewCard>
      <ReviewCard title="Medical Conditions">
        {record.medicalConditions.length === 0 ? (
          <Typography>None selected</Typography>
        ) : (
          <Box
            component="ul"
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}
          >
            {record.medicalConditions.map((condition) => (
              <li key={condition}>
                {/* Long condition names wrap instead of being cut off on a phone. */}
                <Chip
                  label={condition}
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
        )}
      </ReviewCard>
      <ReviewCard title="Physical Information">
        <Fields
          items={[
            ['Height', orNotAnswered(record.height)],
            ['Weight', record.weight.trim() === '' ? NOT_ANSWERED : `${record.weight} lbs`],
            ['Body-mass index', bmiText(record)],
            ['Chronic pain 3+ months', yesNo(record.hasChronicPain)],
          ]}
        />
      </ReviewCard>
      <ReviewCard title="Medical History">
        <Fields
          items={[
            ['Previous surgeries', yesNo(record.hasSurgery)],
            ['Risk factors', record.riskFactors.trim() === '' ? 'None given' : record.riskFactors],
          ]}
        />
      </ReviewCard>
      <ReviewCard title="Purchase Information">
        <Fields items={[['Wants to Buy', record.wantsToBuy]]} />
      </ReviewCard>
    </Box>
  );
}
