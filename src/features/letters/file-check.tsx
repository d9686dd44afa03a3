import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type DragEvent, useId, useRef, useState } from 'react';
import { fileCheck, fileCheckText, MAX_LETTER_FILE_BYTES } from '../../../machines/letter';
import { canFingerprintFiles, fileFingerprint } from './file-fingerprint';

type Checked =
  | { status: 'idle' }
  | { status: 'reading' }
  | { status: 'done'; same: boolean; fileName: string; text: string }
  | { status: 'failed'; text: string };

const UNREADABLE = 'This file could not be read. Pick the PDF again.';

/**
 * "Check a file": the reader picks or drops the PDF they received; its fingerprint is
 * computed in this browser and compared with the issued one. The file is never uploaded.
 */
export function FileCheck({
  fingerprint,
  issuedOn,
}: {
  fingerprint: string | null;
  issuedOn: string;
}) {
  const headingId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [checked, setChecked] = useState<Checked>({ status: 'idle' });
  const [dragging, setDragging] = useState(false);

  async function check(file: File | undefined) {
    if (!file || !fingerprint) return;
    if (file.size > MAX_LETTER_FILE_BYTES) {
      const text = fileCheckText('different', issuedOn);
      setChecked({ status: 'done', same: false, fileName: file.name, text });
      return;
    }
    setChecked({ status: 'reading' });
    try {
      const verdict = fileCheck(fingerprint, await fileFingerprint(file));
      const text = fileCheckText(verdict, issuedOn);
      setChecked({ status: 'done', same: verdict === 'exact', fileName: file.name, text });
    } catch {
      setChecked({ status: 'failed', text: UNREADABLE });
    }
  }

  function drop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    void check(event.dataTransfer.files[0]);
  }

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 4 }}>
      <Typography id={headingId} variant="h6" component="h2" gutterBottom>
        Check a file
      </Typography>
      {!fingerprint ? (
        <Typography>
          This letter was issued before files were kept, so a file cannot be compared with it. Show
          the letter’s details below and compare them with the letter you hold.
        </Typography>
      ) : !canFingerprintFiles() ? (
        <Typography>This browser cannot check files here. Open this page over https.</Typography>
      ) : (
        <>
          <Box
            onDragOver={(event) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={drop}
            sx={{
              border: 2,
              borderStyle: 'dashed',
              borderColor: dragging ? 'primary.main' : 'divider',
              borderRadius: 1,
              p: 2,
              textAlign: 'center',
            }}
          >
            <Typography gutterBottom>
              Drop the PDF you received here, or choose it. It is checked in this browser and never
              uploaded.
            </Typography>
            <Button variant="outlined" onClick={() => input.current?.click()}>
              Choose the PDF
            </Button>
            <input
              ref={input}
              type="file"
              accept="application/pdf,.pdf"
              hidden
              aria-hidden
              data-testid="letter-file-input"
              tabIndex={-1}
              onChange={(event) => {
                void check(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </Box>
          <Box role="status" sx={{ mt: 2 }}>
            {checked.status === 'reading' && <Typography>Checking the file…</Typography>}
            {checked.status === 'failed' && (
              <Alert severity="error" role="none">
                {checked.text}
              </Alert>
            )}
            {checked.status === 'done' && (
              <Alert severity={checked.same ? 'success' : 'error'} role="none">
                <Box component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                  {checked.fileName}
                </Box>
                {checked.text}
              </Alert>
            )}
          </Box>
        </>
      )}
    </Box>
  );
}
