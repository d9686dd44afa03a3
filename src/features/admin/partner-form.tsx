import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { isHexColour } from '../../../machines/partner';
import { draftOf, fieldId, inputOf, problemAt, type PartnerDraft } from './partner-draft';
import { PartnerLogoField } from './partner-logo-field';
import { PartnerProductsFields } from './partner-products-fields';
import { PartnerSecretRenewal } from './partner-secret-renewal';
import type { PartnerAdmin } from './use-partner-admin';

type TextFieldName = 'slug' | 'name' | 'provider' | 'primaryColour' | 'supportEmail' | 'webhookUrl';

const TEXT_FIELDS: { name: TextFieldName; label: string; hint: string }[] = [
  {
    name: 'slug',
    label: 'Slug',
    hint: 'Lower-case letters, digits and inner hyphens: its patients start at /p/<slug>. Fixed once created.',
  },
  { name: 'name', label: 'Display name', hint: 'The merchant, as "Acme Bikes".' },
  {
    name: 'provider',
    label: 'Provider network',
    hint: 'The other half of "Acme Bikes × Provider".',
  },
  {
    name: 'primaryColour',
    label: 'Primary colour',
    hint: 'As #1b5e7a: the background of the header and buttons, under white text.',
  },
  { name: 'supportEmail', label: 'Support email', hint: 'Where its patients write.' },
  {
    name: 'webhookUrl',
    label: 'Webhook address (optional)',
    hint: 'https://…, or http:// to a loopback address only. Empty: no webhook.',
  },
];

/** Adds a partner, or edits the one chosen (its slug fixed); a refusal is shown at its field. */
export function PartnerForm({ admin }: { admin: PartnerAdmin }) {
  const { editing, saving, problem } = admin;
  const [draft, setDraft] = useState<PartnerDraft>(() => draftOf(editing));
  const heading = useRef<HTMLHeadingElement>(null);
  const title = editing ? `Edit ${editing.name}` : 'Add a partner';

  useEffect(() => {
    if (editing) heading.current?.focus();
  }, [editing]);
  useEffect(() => {
    if (problem?.field) document.getElementById(fieldId(problem.field))?.focus();
  }, [problem]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void admin.save(draft.slug.trim(), inputOf(draft)).then((saved) => {
      if (saved) setDraft(draftOf(null));
    });
  };
  const set = (change: Partial<PartnerDraft>) => setDraft((current) => ({ ...current, ...change }));

  return (
    <Box component="form" onSubmit={onSubmit} noValidate aria-labelledby="partner-form-title">
      <Typography id="partner-form-title" ref={heading} tabIndex={-1} variant="h6" component="h2">
        {title}
      </Typography>
      {TEXT_FIELDS.map((field) => {
        const message = problemAt(problem, field.name);
        const swatch = field.name === 'primaryColour' && isHexColour(draft.primaryColour);
        return (
          <TextField
            key={field.name}
            id={fieldId(field.name)}
            label={field.label}
            value={draft[field.name]}
            onChange={(event) => set({ [field.name]: event.target.value })}
            error={message !== null}
            helperText={message ?? field.hint}
            required={field.name !== 'webhookUrl'}
            autoComplete="off"
            fullWidth
            margin="dense"
            slotProps={{
              htmlInput: { readOnly: field.name === 'slug' && editing !== null },
              input: swatch
                ? {
                    startAdornment: (
                      <Box
                        aria-hidden
                        sx={{
                          width: 20,
                          height: 20,
                          mr: 1,
                          flexShrink: 0,
                          bgcolor: draft.primaryColour,
                        }}
                      />
                    ),
                  }
                : {},
            }}
          />
        );
      })}
      <PartnerLogoField
        logo={draft.logo}
        serverProblem={problemAt(problem, 'logo')}
        onChange={(logo) => set({ logo })}
      />
      <PartnerProductsFields
        products={draft.products}
        problem={problem}
        onChange={(products) => set({ products })}
      />
      {problem ? (
        <Alert severity="error" role="alert" sx={{ my: 1 }}>
          Not saved. {problemAt(problem, problem.field ?? '') ?? problem.message}
        </Alert>
      ) : null}
      <Button type="submit" variant="contained" disabled={saving} sx={{ mt: 1, mr: 1 }}>
        {editing ? 'Save changes' : 'Add partner'}
      </Button>
      {editing ? (
        <>
          <Button sx={{ mt: 1 }} onClick={() => admin.edit(null)} disabled={saving}>
            Cancel
          </Button>
          <PartnerSecretRenewal disabled={saving} onRenew={() => void admin.renewSecret(editing)} />
        </>
      ) : null}
    </Box>
  );
}
