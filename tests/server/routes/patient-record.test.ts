import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type {
  Bundle,
  DocumentReference,
  QuestionnaireResponse,
  Resource,
  Task,
} from '@medplum/fhirtypes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeAnswers } from '../../machines/survey/survey.fixtures';
import { SPEC_QUESTION_STEPS } from '../../support/spec-steps';
import { fhirR4Problems } from '../support/fhir-schema';
import { fillDatabase } from '../support/filled-database';
import { routeTestApp } from '../support/route-test-app';
import { getCheckedStatus } from '../support/status-check';

const route = routeTestApp();
let filled: Awaited<ReturnType<typeof fillDatabase>>;
let workDir: string;

beforeAll(async () => {
  filled = await fillDatabase(route.db);
  workDir = mkdtempSync(join(tmpdir(), 'lmn-record-'));
});
afterAll(() => {
  rmSync(workDir, { recursive: true, force: true });
});

/** The filled cases' patients' last names, as each would type it (the check's rule). */
const lastNameOf = (token: string): string =>
  ({
    [filled.tokens.approved]: 'Roe',
    [filled.tokens.denied]: 'bloggs',
    [filled.tokens.open]: 'Angstrom',
  })[token] ?? 'Nobody';

/** A download as the status page offers it: once the patient gave their last name. */
const download = (token: string, format: 'pdf' | 'json') =>
  getCheckedStatus(route.app, token, `/record.${format}`, lastNameOf(token));

async function bundleOf(token: string): Promise<Bundle> {
  const response = await download(token, 'json');
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/fhir\+json\b/);
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.headers['content-disposition']).toMatch(
    /^attachment; filename="record-\d+\.json"$/,
  );
  const bundle = response.json<Bundle>();
  expect(fhirR4Problems(bundle)).toEqual([]);
  return bundle;
}

function resourcesOf<T extends Resource>(bundle: Bundle, type: T['resourceType']): T[] {
  return (bundle.entry ?? [])
    .map((entry) => entry.resource)
    .filter((resource): resource is T => resource?.resourceType === type);
}

async function pdfText(pdf: Buffer): Promise<string> {
  const path = join(workDir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(path, pdf);
  const { stdout } = await promisify(execFile)('pdftotext', ['-layout', path, '-']);
  return stdout.replace(/\s+/g, ' ');
}

async function recordDownloads(caseId: number) {
  return route.db
    .selectFrom('access_log')
    .select(['reviewer_id', 'detail'])
    .where('case_id', '=', caseId)
    .where('action', '=', 'record-download')
    .orderBy('id')
    .execute();
}

describe("the patient's record as FHIR R4 JSON", () => {
  it('is valid R4: the answers as a QuestionnaireResponse, step by step, typed as FHIR types them', async () => {
    const bundle = await bundleOf(filled.tokens.open);
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
    const [response] = resourcesOf<QuestionnaireResponse>(bundle, 'QuestionnaireResponse');
    expect(response).toMatchObject({ status: 'completed' });
    // The step table's question steps, in the survey's order, each with its fields.
    expect(response!.item!.map((group) => group.linkId)).toEqual(
      SPEC_QUESTION_STEPS.map((step) => step.state),
    );
    const answers = Object.fromEntries(
      response!.item!.flatMap((group) => group.item ?? []).map((item) => [item.linkId, item]),
    );
    expect(answers.name).toEqual({
      linkId: 'name',
      text: 'Name',
      answer: [{ valueString: 'Zoë Ångström' }],
    });
    expect(answers.age!.answer).toEqual([{ valueInteger: Number(completeAnswers.age) }]);
    expect(answers.medicalConditions!.answer).toEqual(
      completeAnswers.medicalConditions.map((condition) => ({ valueString: condition })),
    );
    expect(answers.hasChronicPain!.answer).toEqual([
      { valueBoolean: completeAnswers.hasChronicPain },
    ]);
    expect(answers.hasSurgery!.answer).toEqual([{ valueBoolean: completeAnswers.hasSurgery }]);
    expect(answers.weight!.answer).toEqual([
      {
        valueQuantity: {
          value: Number(completeAnswers.weight),
          unit: 'lb',
          system: 'http://unitsofmeasure.org',
          code: '[lb_av]',
        },
      },
    ]);
    expect(answers.height!.answer).toEqual([{ valueString: completeAnswers.height }]);
    // The response is the patient's: it points at the bundle's Patient.
    const patient = bundle.entry!.find((entry) => entry.resource?.resourceType === 'Patient');
    expect(patient!.resource).toMatchObject({ name: [{ text: 'Zoë Ångström' }] });
    expect(response!.subject).toEqual({ reference: patient!.fullUrl });
    // Nothing decided yet: no review outcome, no letter.
    expect(resourcesOf(bundle, 'Task')).toEqual([]);
    expect(resourcesOf(bundle, 'DocumentReference')).toEqual([]);
  });

  it('carries each letter as a DocumentReference, the standing one with its PDF, and each decision', async () => {
    const bundle = await bundleOf(filled.tokens.approved);
    const letters = resourcesOf<DocumentReference>(bundle, 'DocumentReference');
    expect(letters.map((letter) => letter.status)).toEqual(['superseded', 'current']);
    const [replaced, standing] = letters;
    expect(replaced!.content[0]!.attachment.data).toBeUndefined();
    const pdf = Buffer.from(standing!.content[0]!.attachment.data!, 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await pdfText(pdf)).toContain('Letter of Medical Necessity');
    expect(standing).toMatchObject({
      docStatus: 'final',
      type: { text: 'Letter of Medical Necessity' },
      author: [{ display: 'Ann Lee, MD' }],
    });
    const tasks = resourcesOf<Task>(bundle, 'Task');
    expect(tasks.map((task) => [task.status, task.businessStatus?.text])).toEqual([
      ['completed', 'Approved'],
      ['completed', 'Approved'],
    ]);
  });

  it("says a denial's reason and note as the patient was shown them", async () => {
    const bundle = await bundleOf(filled.tokens.denied);
    expect(resourcesOf<Task>(bundle, 'Task')).toMatchObject([
      {
        businessStatus: { text: 'Not approved' },
        statusReason: { text: 'You are not eligible in your state' },
        note: [{ text: 'Not this time.' }],
        owner: { display: 'Ann Lee, MD' },
      },
    ]);
    expect(resourcesOf(bundle, 'DocumentReference')).toEqual([]);
  });

  it('is checked by a schema that does refuse what is not R4', () => {
    expect(fhirR4Problems({ resourceType: 'QuestionnaireResponse', status: 'done' })).not.toEqual(
      [],
    );
    expect(
      fhirR4Problems({
        resourceType: 'Bundle',
        type: 'collection',
        entry: [{ resource: { resourceType: 'Task', status: 'finished', intent: 'order' } }],
      }),
    ).not.toEqual([]);
  });
});

describe("the patient's record as a PDF", () => {
  it('reads as the record: the request, every answer, the decisions and each letter', async () => {
    const response = await download(filled.tokens.approved, 'pdf');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('no-store');
    const text = await pdfText(response.rawPayload);
    for (const expected of [
      'Your record',
      'Name: Jane Roe',
      `Reference number: ${filled.cases.approved.id}`,
      'Status: Approved',
      'Your answers',
      // One label per answer, the review page's of SPEC §2.
      `Sex ${completeAnswers.sex}`,
      `Chronic pain 3+ months ${completeAnswers.hasChronicPain ? 'Yes' : 'No'}`,
      completeAnswers.medicalConditions.join(', '),
      `Weight ${completeAnswers.weight} lbs`,
      'Decisions',
      'Approved, by Ann Lee, MD.',
      'Letter of Medical Necessity no. 1',
      'Replaced by a later letter',
      'Letter of Medical Necessity no. 2',
      'Electronically signed by Ann Lee, MD',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('says so where nothing is decided yet', async () => {
    const text = await pdfText((await download(filled.tokens.open, 'pdf')).rawPayload);
    expect(text).toContain('No decision yet: your request is in review.');
    expect(text).toContain('No letter has been issued.');
  });
});

describe('every download', () => {
  it("is in the case's access log, as the patient's, naming the form", async () => {
    const caseId = filled.cases.denied.id;
    const before = await recordDownloads(caseId);
    await download(filled.tokens.denied, 'pdf');
    await download(filled.tokens.denied, 'json');
    expect((await recordDownloads(caseId)).slice(before.length)).toEqual([
      { reviewer_id: null, detail: 'record (PDF)' },
      { reviewer_id: null, detail: 'record (FHIR JSON)' },
    ]);
  });

  it('answers an unknown link as the status page does', async () => {
    const unknown = 'x'.repeat(43);
    for (const format of ['pdf', 'json'] as const) {
      const response = await download(unknown, format);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'We could not find a request for this link' });
    }
  });
});
