import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { STATUS_API } from '../../../machines/status';

/**
 * "Download your record": the patient's copy of everything the request holds (their right
 * of access), to read (PDF) or to hand to another health app or provider (FHIR JSON).
 */
export function RecordDownload({ token }: { token: string }) {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1.5} sx={{ mt: 4 }}>
      <Typography id={headingId} component="h2" variant="h6">
        Download your record
      </Typography>
      <Typography>
        A copy of everything kept about this request: your answers, the decisions and any letters.
        The PDF is for reading and printing; the FHIR file is the health-data standard other health
        apps and providers can import.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button variant="outlined" href={STATUS_API.record(token, 'pdf')} download>
          Download your record (PDF)
        </Button>
        <Button variant="outlined" href={STATUS_API.record(token, 'json')} download>
          Download your record (FHIR JSON)
        </Button>
      </Stack>
    </Stack>
  );
}
