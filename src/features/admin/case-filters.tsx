import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CASE_STATUSES } from '../../../machines/case';
import { isStatusFilter, type CaseQuery } from '../../../machines/case';

interface CaseFiltersProps {
  query: CaseQuery;
  onChange: (change: Partial<CaseQuery>) => void;
}

export function CaseFilters({ query, onChange }: CaseFiltersProps) {
  return (
    <Stack
      role="search"
      aria-label="Cases"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ mb: 2 }}
    >
      <TextField
        label="Search by name"
        type="search"
        size="small"
        value={query.search}
        onChange={(event) => onChange({ search: event.target.value })}
        sx={{ minWidth: { sm: 280 } }}
      />
      <TextField
        select
        label="Status"
        size="small"
        value={query.status}
        onChange={(event) => {
          const status = event.target.value;
          if (isStatusFilter(status)) onChange({ status });
        }}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: { sm: 200 } }}
      >
        <option value="All">All statuses</option>
        {CASE_STATUSES.map((status) => (
          <option key={status} value={status}>
            {status}
          </option>
        ))}
      </TextField>
    </Stack>
  );
}
