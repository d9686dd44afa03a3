import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SAMPLE_REVIEW_RECORD } from '../../../machines/case/review.sample';
import { draftLetter, draftSections, LETTER_TITLE } from '../../../machines/letter';
import { recommendationFor } from '../../../machines/partner/partner.product';
import { PageLoading } from '../../components/page-loading';
import { caseRepository } from '../../storage/case-repository';
import { LetterDocument } from './letter-document';
import { useLoaded } from './use-loaded';

const PREVIEW_MARK = 'Preview, not signed';

/**
 * Browser-only mode has no provider: the letter the case would get, from its answers (a
 * seeded case, which has none, from the spec's fixed sample record), marked as a preview.
 */
export function LetterPreview({ caseId }: { caseId: number }) {
  const loaded = useLoaded(() => caseRepository.get(caseId), String(caseId));
  if (loaded.status === 'loading') return <PageLoading label="Loading case" />;
  if (loaded.status === 'failed') return <Alert severity="error">{loaded.message}</Alert>;
  const found = loaded.data;
  if (found === undefined)
    return (
      <>
        <Typography variant="h5" component="h2" gutterBottom>
          Case not found
        </Typography>
        <Typography>There is no case number {caseId}.</Typography>
      </>
    );
  const draft = {
    ...draftLetter(found.answers ?? SAMPLE_REVIEW_RECORD),
    recommendation: recommendationFor(found.partner?.product),
  };
  return (
    <Stack spacing={2}>
      <Alert severity="info" variant="filled" role="note">
        <strong>{PREVIEW_MARK}</strong>: this copy of the app runs without a server, so no provider
        signs, no PDF is issued and nothing can be verified.
      </Alert>
      <LetterDocument title={`${LETTER_TITLE} (${PREVIEW_MARK})`} sections={draftSections(draft)} />
    </Stack>
  );
}
