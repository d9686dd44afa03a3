import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import { initial } from './migrations/0001-initial';
import { serverTrust } from './migrations/0002-server-trust';
import { letters } from './migrations/0003-letters';
import { statusAndMail } from './migrations/0004-status-and-mail';
import { nameSortKeyColumn } from './migrations/0005-name-sort-key';
import { patientStateAndSubmittedAt } from './migrations/0006-patient-state';
import { listKeyset } from './migrations/0007-list-keyset';
import { accessByStatusLink } from './migrations/0008-access-by-status-link';
import { countsByState } from './migrations/0009-counts-by-state';
import { signedLetters } from './migrations/0010-signed-letters';
import { patientQuestionsAndConsent } from './migrations/0011-patient-questions-and-consent';
import { retentionAndRecord } from './migrations/0012-retention-and-record';
import { hashedIdempotencyKeys } from './migrations/0013-hashed-idempotency-keys';
import { securityEvents } from './migrations/0014-security-events';
import { requestLimits } from './migrations/0015-request-limits';
import { secondFactor } from './migrations/0016-second-factor';
import { statusLinkCheck } from './migrations/0017-status-link-check';
import { accountsAdmin } from './migrations/0018-accounts-admin';
import { partners } from './migrations/0019-partners';
import { webhookDeliveries } from './migrations/0020-webhook-deliveries';
import { partnerAdminEvents } from './migrations/0021-partner-admin-events';

/**
 * Versioned migrations, applied in name order at every start (server and CLI). A migration
 * that shipped is never edited: a change is a new file in `migrations/` and a new entry here.
 * Kysely records what ran in `kysely_migration` and, on PostgreSQL, holds a lock so two
 * processes never migrate at once.
 */
export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001_initial': initial,
  '0002_server_trust': serverTrust,
  '0003_letters': letters,
  '0004_status_and_mail': statusAndMail,
  '0005_name_sort_key': nameSortKeyColumn,
  '0006_patient_state': patientStateAndSubmittedAt,
  '0007_list_keyset': listKeyset,
  '0008_access_by_status_link': accessByStatusLink,
  '0009_counts_by_state': countsByState,
  '0010_signed_letters': signedLetters,
  '0011_patient_questions_and_consent': patientQuestionsAndConsent,
  '0012_retention_and_record': retentionAndRecord,
  '0013_hashed_idempotency_keys': hashedIdempotencyKeys,
  '0014_security_events': securityEvents,
  '0015_request_limits': requestLimits,
  '0016_second_factor': secondFactor,
  '0017_status_link_check': statusLinkCheck,
  '0018_accounts_admin': accountsAdmin,
  '0019_partners': partners,
  '0020_webhook_deliveries': webhookDeliveries,
  '0021_partner_admin_events': partnerAdminEvents,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

export async function migrateToLatest(db: Kysely<unknown>): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? '');
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
}
