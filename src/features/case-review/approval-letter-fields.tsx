import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  codeProblem,
  type LetterForm,
  NO_DIAGNOSIS_MESSAGE,
  type RecommendationField,
} from '../../../machines/letter';

export interface ApprovalLetterFieldsProps {
  form: LetterForm;
  disabled: boolean;
  onRemoveDiagnosis: (index: number) => void;
  onChangeCode: (index: number, code: string) => void;
  onChangeRecommendation: (field: RecommendationField, value: string) => void;
}

const RECOMMENDATION_LABELS: Record<RecommendationField, string> = {
  product: 'Recommended product',
  usage: 'Frequency of use',
  duration: 'Duration',
};

/** The letter an approval signs (server mode): diagnoses with their codes, and the product. */
export function ApprovalLetterFields(props: ApprovalLetterFieldsProps) {
  const { form, disabled, onRemoveDiagnosis, onChangeCode, onChangeRecommendation } = props;
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle1" component="h3">
        Diagnoses (ICD-10-CM)
      </Typography>
      {form.diagnoses.length === 0 ? (
        <Alert severity="warning" sx={{ my: 1 }}>
          {NO_DIAGNOSIS_MESSAGE}
        </Alert>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, my: 1 }}>
          {form.diagnoses.map((diagnosis, index) => {
            const problem = codeProblem(diagnosis.code);
            return (
              <Stack
                component="li"
                key={diagnosis.condition}
                direction="row"
                spacing={1}
                sx={{ alignItems: 'flex-start' }}
              >
                <TextField
                  label={`Code for ${diagnosis.condition}`}
                  value={diagnosis.code}
                  onChange={(event) => onChangeCode(index, event.target.value)}
                  error={problem !== null}
                  helperText={problem ?? diagnosis.condition}
                  disabled={disabled}
                  size="small"
                  fullWidth
                  slotProps={{
                    htmlInput: { maxLength: 10, spellCheck: false, autoComplete: 'off' },
                  }}
                />
                <IconButton
                  aria-label={`Remove ${diagnosis.condition}`}
                  onClick={() => onRemoveDiagnosis(index)}
                  disabled={disabled}
                >
                  <DeleteIcon />
                </IconButton>
              </Stack>
            );
          })}
        </Stack>
      )}
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2, mb: 1 }}>
        Recommendation
      </Typography>
      <Stack spacing={1.5}>
        {(Object.keys(RECOMMENDATION_LABELS) as RecommendationField[]).map((field) => (
          <TextField
            key={field}
            label={RECOMMENDATION_LABELS[field]}
            value={form.recommendation[field]}
            onChange={(event) => onChangeRecommendation(field, event.target.value)}
            error={form.recommendation[field].trim() === ''}
            disabled={disabled}
            size="small"
            fullWidth
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
        ))}
      </Stack>
    </Box>
  );
}
