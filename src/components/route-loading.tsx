import Box from '@mui/material/Box';

/**
 * What shows while a page's chunk is fetched: words rather than the spinner of PageLoading,
 * whose component would otherwise ride on the patient's first page for a moment no patient
 * sees.
 */
export function RouteLoading() {
  return (
    <Box
      role="status"
      sx={{ display: 'grid', placeItems: 'center', minHeight: '30vh', color: 'text.secondary' }}
    >
      Loading page…
    </Box>
  );
}
