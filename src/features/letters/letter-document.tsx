import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { LetterSection } from '../../../machines/letter';

interface LetterDocumentProps {
  title: string;
  sections: LetterSection[];
  signature?: string;
  verificationUrl?: string;
  /** h2 on a page of its own; h3 inside a section (the details at /verify). */
  headingLevel?: 'h2' | 'h3';
}

/** The letter as a page: the same sections, in the same order, as the PDF prints. */
export function LetterDocument({
  title,
  sections,
  signature,
  verificationUrl,
  headingLevel = 'h2',
}: LetterDocumentProps) {
  return (
    <Box
      component="article"
      aria-label={title}
      className="letter-document"
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: { xs: 2, sm: 4 },
        bgcolor: 'background.paper',
      }}
    >
      <Typography variant="h5" component={headingLevel} gutterBottom>
        {title}
      </Typography>
      <Box component="dl" sx={{ m: 0 }}>
        {sections.map((section) => (
          <Box key={section.label} sx={{ mb: 1.5 }}>
            <Typography component="dt" variant="overline" color="text.secondary">
              {section.label}
            </Typography>
            {section.lines.map((line, index) => (
              <Typography component="dd" key={index} sx={{ m: 0 }}>
                {line}
              </Typography>
            ))}
          </Box>
        ))}
      </Box>
      {signature && (
        <>
          <Divider sx={{ my: 2 }} />
          <Typography sx={{ fontWeight: 700 }}>{signature}</Typography>
        </>
      )}
      {verificationUrl && (
        <Typography variant="body2" sx={{ mt: 2, overflowWrap: 'anywhere' }}>
          Verify this letter at: {verificationUrl}
        </Typography>
      )}
    </Box>
  );
}
