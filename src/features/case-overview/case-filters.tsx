import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import { memo, useId, type ReactNode } from 'react';
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
 * The search box and the filters, from MUI's input parts (the ones the survey's first page
 * loads already) rather than TextField: TextField brings MUI's Select, and with it the menu,
 * popover and modal, into the overview's first load, for a native select's list it never shows
 * (docs/decisions/2026-11-29-reviewer-desk-loads-few-chunks.md). Memoized: the list around it
 * re-renders as its rows are read and shown, which changes nothing here.
 */
export const CaseFilters = memo(function CaseFilters({
  query,
  partners,
  onChange,
}: CaseFiltersProps) {
  const searchId = useId();
  return (
    <Stack
      role="search"
      aria-label="Cases"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ mb: 2 }}
    >
      <FormControl size="small" sx={{ minWidth: { sm: 280 } }}>
        <InputLabel htmlFor={searchId}>Search by name</InputLabel>
        <OutlinedInput
          id={searchId}
          label="Search by name"
          type="search"
          value={query.search}
          onChange={(event) => onChange({ search: event.target.value })}
        />
      </FormControl>
      <FilterSelect
        label="Status"
        value={query.status}
        onChange={(status) => {
          if (isStatusFilter(status)) onChange({ status });
        }}
      >
        <option value="All">All statuses</option>
        {CASE_STATUSES.map((status) => (
          <option key={status} value={status}>
            {status}
          </option>
        ))}
      </FilterSelect>
      {partners ? (
        <FilterSelect
          label="Partner"
          value={partnerFilterOf(query)}
          onChange={(partner) => onChange({ partner })}
        >
          <option value={ALL_PARTNERS}>All partners</option>
          {partners.map((partner) => (
            <option key={partner.filter} value={partner.filter}>
              {partner.name}
            </option>
          ))}
        </FilterSelect>
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

/** A native select under an outlined label, as TextField's `select` with `native` draws it. */
function FilterSelect(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <FormControl size="small" sx={{ minWidth: { sm: 200 } }}>
      <InputLabel htmlFor={id} shrink>
        {props.label}
      </InputLabel>
      <NativeSelect
        id={id}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        input={<OutlinedInput label={props.label} notched />}
      >
        {props.children}
      </NativeSelect>
    </FormControl>
  );
}
