import { EXAMPLE_ANSWERS } from '../machines/survey/survey.answer-examples';
import { draftLetter, signLetter } from '../machines/letter';
import { openDatabase } from '../server/db/connect';
import { insertCase } from '../server/db/cases/insert';
import { upsertReviewer } from '../server/db/reviewers';
import { issueLetter } from '../server/letters/letter-store';
import { storedSigningIdentity } from '../server/letters/stored-signing-identity';

/**
 * `npx tsx scripts/bench-letter-issue.ts [runs]`: the time to issue one letter as an approval
 * does (draw the PDF, sign it, store it with its fingerprint, in a transaction) on an
 * in-memory PGlite, after one warm-up; prints the median, min and max.
 */
const runs = Number(process.argv[2] ?? 20);
const { db, close } = await openDatabase({});
await upsertReviewer(db, 'ann', 'not-a-real-hash', {
  fullName: 'Ann Lee',
  credentials: 'MD',
  npi: '1234567893',
  licensedIn: ['Oregon'],
});
const { id: signedBy } = await db.selectFrom('reviewers').select('id').executeTakeFirstOrThrow();
const signer = {
  fullName: 'Ann Lee',
  credentials: 'MD',
  npi: '1234567893',
  licensedIn: ['Oregon'],
} as const;
const signing = {
  publicUrl: 'https://lmn.example.org',
  identity: await storedSigningIdentity(db, 'Letter signing, lmn.example.org (self-signed)'),
};
const answers = { ...EXAMPLE_ANSWERS, name: 'Jane Roe', state: 'Oregon' } as const;

async function issueOne(): Promise<number> {
  const found = await insertCase(db, {
    ...answers,
    medicalConditions: [...answers.medicalConditions],
  });
  const content = signLetter(
    draftLetter({
      name: answers.name,
      state: 'Oregon',
      medicalConditions: [...answers.medicalConditions],
    }),
    { ...signer, licensedIn: [...signer.licensedIn] },
    '2026-11-26',
  );
  const start = performance.now();
  await db.transaction().execute((trx) =>
    issueLetter(
      trx,
      {
        caseId: found.id,
        signedBy,
        content,
        signer: { ...signer, licensedIn: [...signer.licensedIn] },
      },
      signing,
    ),
  );
  return performance.now() - start;
}

await issueOne();
const times: number[] = [];
for (let run = 0; run < runs; run += 1) times.push(await issueOne());
await close();
times.sort((a, b) => a - b);
const middle = Math.floor(runs / 2);
const median = runs % 2 === 0 ? (times[middle - 1]! + times[middle]!) / 2 : times[middle]!;
console.log(
  `issue one letter (draw, sign, store), ${runs} runs: median ${median.toFixed(1)} ms, min ${times[0]!.toFixed(1)} ms, max ${times[runs - 1]!.toFixed(1)} ms`,
);
