import { beforeAll, describe, expect, it } from 'vitest';
import { ANN_PROFILE, LETTER_REQUEST } from '../support/letter-fixtures';
import { routeTestApp } from '../support/route-test-app';
import { APP_HEADERS } from '../support/test-app';

/*
 * What a reviewer types (a denial's note, an approval's diagnoses and recommendation, a
 * question to the patient) follows the survey's one text rule: a control character or half a
 * character is refused with 400 naming the field, never a 500, and nothing is stored.
 */
const BAD_CHARACTERS = {
  NUL: '\u0000',
  'a lone surrogate': '\uD800',
  ESC: '\u001b',
  BEL: '\u0007',
};

// completeAnswers' patient lives in Ohio, where Ann is licensed.
const route = routeTestApp({
  reviewers: {
    ann: {
      password: 'lantern orchard seventeen',
      profile: { ...ANN_PROFILE, licensedIn: ['Ohio'] },
    },
  },
  rateLimits: { submissionsPerMinute: 1000 },
});
let ann = '';
let caseId = 0;

beforeAll(async () => {
  ann = await route.signIn('ann');
  caseId = (await route.submit()).id;
});

/** Nothing of the refused request is kept: the case Open, undecided, with no letter or question. */
async function expectNothingStored() {
  const stored = await route.db
    .selectFrom('cases')
    .select('status')
    .where('id', '=', caseId)
    .executeTakeFirstOrThrow();
  expect(stored.status).toBe('Open');
  for (const table of ['decisions', 'letters', 'case_questions'] as const) {
    const rows = await route.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('case_id', '=', caseId)
      .executeTakeFirstOrThrow();
    expect(Number(rows.count), table).toBe(0);
  }
}

const withBad = (text: string, bad: string) => `${text.slice(0, 3)}${bad}${text.slice(3)}`;

/** Each field the reviewer types, the request that carries `bad` in it, and its name. */
const FIELDS: { field: RegExp; send: (bad: string) => ReturnType<typeof route.sendDecision> }[] = [
  {
    field: /in the note to the patient:/,
    send: (bad) =>
      route.decide(caseId, 'deny', ann, { body: { note: withBad('Ask your own doctor', bad) } }),
  },
  {
    field: /in the condition of diagnosis 1:/,
    send: (bad) =>
      route.decide(caseId, 'approve', ann, {
        body: { diagnoses: [{ condition: withBad('Obesity', bad), code: 'E66.9' }] },
      }),
  },
  {
    field: /in the code of diagnosis 2:/,
    send: (bad) =>
      route.decide(caseId, 'approve', ann, {
        body: {
          diagnoses: [
            { condition: 'Obesity', code: 'E66.9' },
            { condition: 'Hypertension', code: withBad('I10', bad) },
          ],
        },
      }),
  },
  ...(['product', 'usage', 'duration'] as const).map((part) => ({
    field: {
      product: /in the recommended product:/,
      usage: /in the frequency of use:/,
      duration: /in the duration:/,
    }[part],
    send: (bad: string) =>
      route.decide(caseId, 'approve', ann, {
        body: {
          recommendation: {
            ...LETTER_REQUEST.recommendation,
            [part]: withBad(LETTER_REQUEST.recommendation[part], bad),
          },
        },
      }),
  })),
  {
    field: /in the question:/,
    send: (bad) =>
      route.app.inject({
        method: 'POST',
        url: `/api/cases/${caseId}/questions`,
        headers: { ...APP_HEADERS, cookie: ann },
        payload: { question: withBad('How far can you walk?', bad) },
      }),
  },
];

describe('a control or broken character in what a reviewer types', () => {
  for (const { field, send } of FIELDS) {
    for (const [name, bad] of Object.entries(BAD_CHARACTERS)) {
      it(`${name} ${field.source.slice(0, -1)}: 400 naming the field, nothing stored`, async () => {
        const response = await send(bad);
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toMatch(field);
        expect(response.json().error).toMatch(/broken character|control character/);
        await expectNothingStored();
      });
    }
  }

  it('the same requests without the character are taken (the cases above were refused for it)', async () => {
    // A case of its own: the others' must stay Open whatever order the tests run in.
    const { id } = await route.submit();
    const response = await route.decide(id, 'deny', ann, {
      body: { note: 'Ask your own doctor\tabout exercise,\nthen start again.' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().case.status).toBe('Denied');
  });
});
