import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** A centred spinner while a page or its data loads; `label` says what is loading. */
export function PageLoading({ label = 'Loading page' }: { label?: string }) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '30vh' }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}
