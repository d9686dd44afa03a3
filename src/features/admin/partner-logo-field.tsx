import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useState, type ChangeEvent } from 'react';
import { logoProblem, logoTypeOf, type PartnerLogo } from '../../../machines/partner';
import { fieldId } from './partner-draft';

const HINT = 'SVG or PNG; an SVG may only draw (no script, no link outside the file).';

/** The file's bytes as base64, as the partner's contract holds a logo. */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * The partner's optional logo: a file chosen here is checked at once by the partner's logo
 * rule (the server checks it again), and shown as a CSS background, where it runs nothing.
 */
export function PartnerLogoField({
  logo,
  serverProblem,
  onChange,
}: {
  logo: PartnerLogo | null;
  /** The server's refusal of the logo sent, if it refused it. */
  serverProblem: string | null;
  onChange: (next: PartnerLogo | null) => void;
}) {
  const [picked, setPicked] = useState<string | null>(null);
  const id = fieldId('logo');
  const message = picked ?? serverProblem;
  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const type = logoTypeOf(file.name);
    if (!type) {
      setPicked(`"${file.name}" is not a .svg or .png file.`);
      return;
    }
    const chosen = { type, data: await base64Of(file) };
    const problem = logoProblem(chosen);
    setPicked(problem);
    if (!problem) onChange(chosen);
  };
  return (
    <Box sx={{ my: 1 }}>
      <Typography component="label" htmlFor={id} sx={{ display: 'block' }}>
        Logo (optional)
      </Typography>
      {logo ? (
        <Box
          role="img"
          aria-label="The logo as it is now"
          sx={{
            width: 96,
            height: 48,
            my: 1,
            backgroundImage: `url("data:${logo.type};base64,${logo.data}")`,
            backgroundSize: 'contain',
            backgroundRepeat: 'no-repeat',
          }}
        />
      ) : null}
      <input
        id={id}
        type="file"
        accept=".svg,.png,image/svg+xml,image/png"
        aria-describedby={`${id}-help`}
        aria-invalid={message !== null}
        onChange={(event) => void onPick(event)}
      />
      {logo ? (
        <Button size="small" onClick={() => onChange(null)}>
          Remove logo
        </Button>
      ) : null}
      <FormHelperText id={`${id}-help`} error={message !== null}>
        {message ?? HINT}
      </FormHelperText>
    </Box>
  );
}
