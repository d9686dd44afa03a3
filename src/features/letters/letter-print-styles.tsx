import GlobalStyles from '@mui/material/GlobalStyles';

/**
 * Printing the letter page prints the letter alone: no header, links or buttons, margins that
 * suit A4 and US Letter alike (no fixed page size, so the printer's paper decides).
 */
export function LetterPrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          '@page': { margin: '16mm' },
          'header, .letter-screen-only': { display: 'none !important' },
          main: { padding: '0 !important', maxWidth: 'none !important' },
          '.letter-document': { border: 'none !important', padding: '0 !important' },
          body: { background: '#fff' },
        },
      }}
    />
  );
}
