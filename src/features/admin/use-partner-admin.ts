import { useEffect, useState } from 'react';
import type { AdminPartner, PartnerInput } from '../../../machines/partner/partner-admin.api';
import { failureMessage, loadFailureOf, type LoadFailure } from '../../api/api-errors';
import {
  addPartner,
  editPartner,
  fetchAdminPartners,
  PartnerRefusedError,
  renewPartnerSecret,
} from '../../api/partner-admin-api';

export type PartnerList =
  { kind: 'loading' } | LoadFailure | { kind: 'ready'; partners: AdminPartner[] };

/** Why the last save was refused: at a field (the server's 422), or for the whole form. */
export interface SaveProblem {
  /** "primaryColour", "products.1.sku"…; null: not one field's. */
  field: string | null;
  message: string;
}

/** A webhook secret just made: shown this once, to copy and hand to the partner. */
export interface ShownSecret {
  name: string;
  secret: string;
}

/** The partners as an administrator manages them: the list, the form's save, a new secret. */
export function usePartnerAdmin() {
  const [list, setList] = useState<PartnerList>({ kind: 'loading' });
  /** The partner the form edits; null: the form adds one. */
  const [editing, setEditing] = useState<AdminPartner | null>(null);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [shownSecret, setShownSecret] = useState<ShownSecret | null>(null);

  useEffect(() => {
    let live = true;
    fetchAdminPartners().then(
      (partners) => live && setList({ kind: 'ready', partners }),
      (failure: unknown) => {
        if (live) setList(loadFailureOf(failure));
      },
    );
    return () => {
      live = false;
    };
  }, []);

  const put = (partner: AdminPartner) =>
    setList((current) => {
      if (current.kind !== 'ready') return current;
      const others = current.partners.filter((entry) => entry.slug !== partner.slug);
      const partners = [...others, partner].sort((a, b) => a.name.localeCompare(b.name));
      return { kind: 'ready', partners };
    });

  /** Runs one write; false when it was refused (the problem is kept for the form). */
  async function write(run: () => Promise<string>): Promise<boolean> {
    setSaving(true);
    setProblem(null);
    setShownSecret(null);
    try {
      setNotice(await run());
      return true;
    } catch (failure: unknown) {
      const field = failure instanceof PartnerRefusedError ? failure.field : null;
      setProblem({ field, message: failureMessage(failure) });
      return false;
    } finally {
      setSaving(false);
    }
  }

  const save = (slug: string, fields: PartnerInput) =>
    write(async () => {
      if (editing) {
        const partner = await editPartner(editing.slug, fields);
        put(partner);
        setEditing(null);
        return `${partner.name} was saved.`;
      }
      const added = await addPartner({ slug, ...fields });
      put(added.partner);
      setShownSecret({ name: added.partner.name, secret: added.webhookSecret });
      return `${added.partner.name} was added.`;
    });

  const renewSecret = (partner: AdminPartner) =>
    write(async () => {
      const secret = await renewPartnerSecret(partner.slug);
      setShownSecret({ name: partner.name, secret });
      setEditing(null);
      return `A new webhook secret was made for ${partner.name}; the old one no longer works.`;
    });

  return {
    list,
    editing,
    saving,
    problem,
    notice,
    shownSecret,
    save,
    renewSecret,
    edit: (partner: AdminPartner | null) => {
      setProblem(null);
      // A secret is shown once: moving on to another partner puts it away.
      setShownSecret(null);
      setEditing(partner);
    },
  };
}

export type PartnerAdmin = ReturnType<typeof usePartnerAdmin>;
