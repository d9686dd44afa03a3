import { draftLetter, signLetter } from '../machines/letter';
import { renderLetterPdf } from '../server/letters/letter-pdf';

/**
 * `npx tsx scripts/bench-letter-pdf.ts [runs]`: the time to generate one letter's PDF (the
 * issue's example letter), after one warm-up run; prints the median, min and max.
 */
const runs = Number(process.argv[2] ?? 20);
const draft = draftLetter({
  name: 'Jane Roe',
  state: 'Oregon',
  medicalConditions: ['Arthritis', 'Lower Back Pain'],
});
const letter = signLetter(
  draft,
  { fullName: 'Ann Lee', credentials: 'MD', npi: '1234567893', licensedIn: ['Oregon'] },
  '2026-11-24',
);
const input = {
  letterId: 1,
  content: letter,
  verificationUrl: 'https://lmn.example.org/verify/Q2hlY2tDb2RlMTIzNDU2Nzg5',
};
await renderLetterPdf(input);
const times: number[] = [];
for (let run = 0; run < runs; run += 1) {
  const start = performance.now();
  await renderLetterPdf(input);
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const middle = Math.floor(runs / 2);
const median = runs % 2 === 0 ? (times[middle - 1]! + times[middle]!) / 2 : times[middle]!;
console.log(
  `letter PDF, ${runs} runs: median ${median.toFixed(1)} ms, min ${times[0]!.toFixed(1)} ms, max ${times[runs - 1]!.toFixed(1)} ms`,
);
