import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isServerMode } from '../../config/case-store-mode';
import { caseRepository } from '../../storage/case-repository';

/** Server mode keeps to the reviewer's licensed states; browser-only mode has none. */
export const NO_OPEN_CASES_MESSAGE = isServerMode()
  ? 'No open cases left in your states'
  : 'No open cases left';
export const NEXT_CASE_FAILED_MESSAGE = 'The next open case could not be found. Please try again.';

/**
 * "Next open case": the reviewer's queue after a decision. Opens the oldest Open case (of the
 * reviewer's states, in server mode) other than the one just decided, or says none is left.
 * The review page it opens moves focus to its heading, as every route change does.
 */
export function NextOpenCase({ after }: { after: number }) {
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  // A second press while the first is asking is ignored; the button keeps its focus.
  const asking = useRef(false);

  async function openNext() {
    if (asking.current) return;
    asking.current = true;
    setProblem(null);
    try {
      const next = await caseRepository.nextOpen(after);
      if (next === null) setProblem(NO_OPEN_CASES_MESSAGE);
      else navigate(`/review/${next}`);
    } catch {
      setProblem(NEXT_CASE_FAILED_MESSAGE);
    } finally {
      asking.current = false;
    }
  }

  return (
    <Box sx={{ mb: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
      <Button variant="contained" onClick={() => void openNext()}>
        Next open case
      </Button>
      {/* On the page before its text, so screen readers hear the answer. */}
      <Typography role="status" color="text.secondary">
        {problem}
      </Typography>
    </Box>
  );
}
