import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { memo } from 'react';
import { CASE_STATUSES } from '../../../machines/case';
import {
  ALL_PARTNERS,
  isLicensedOnly,
  isStatusFilter,
  partnerFilterOf,
  type CaseQuery,
} from '../../../machines/case';
import type { PartnerChoice } from '../../../machines/case/case.partner-filter';
import { isServerMode } from '../../config/case-store-mode';

interface CaseFiltersProps {
  query: CaseQuery;
  /** The partners to filter by; null: one partner only, so no filter (showsPartners). */
  partners: readonly PartnerChoice[] | null;
  onChange: (change: Partial<CaseQuery>) => void;
}

/**
 * Memoized: the list around it re-renders as its rows are read and shown, which changes
 * nothing here; its fields re-render only with the query or the partners.
 */
export const CaseFilters = memo(function CaseFilters({
  query,
  partners,
  onChange,
}: CaseFiltersProps) {
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
      {partners ? (
        <TextField
          select
          label="Partner"
          size="small"
          value={partnerFilterOf(query)}
          onChange={(event) => onChange({ partner: event.target.value })}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: { sm: 200 } }}
        >
          <option value={ALL_PARTNERS}>All partners</option>
          {partners.map((partner) => (
            <option key={partner.filter} value={partner.filter}>
              {partner.name}
            </option>
          ))}
        </TextField>
      ) : null}
      {/* Server mode only: browser-only mode has no reviewer profile, so no licences. A
          native checkbox: labelled, keyboard-ready, and far lighter than MUI's switch on a
          page whose script budget is nearly full. */}
      {isServerMode() ? (
        <Box
          component="label"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, cursor: 'pointer' }}
        >
          <Box
            component="input"
            type="checkbox"
            checked={isLicensedOnly(query)}
            onChange={(event) => onChange({ licensedOnly: event.target.checked })}
            sx={{ width: 18, height: 18, m: 0, accentColor: (theme) => theme.palette.primary.main }}
          />
          Licensed states only
        </Box>
      ) : null}
    </Stack>
  );
});
