import { describe, expect, it } from 'vitest';
import { describeInvalidAnswers } from '../../server/submission-errors';
import { completeAnswers } from '../machines/survey/survey.fixtures';

// A refused submission names the first step that is off and says why in the words the
// survey's screen shows for it.
describe('why a submission was refused', () => {
  it.each([
    [
      { riskFactors: 'falls\u0000' },
      'The answers were not accepted. Step 9 (riskFactors): There is an invisible control character in the risk factors: remove it to continue.',
    ],
    [
      { name: 'Ada\ud800' },
      'The answers were not accepted. Step 1 (name): There is a broken character in your name: remove it to continue.',
    ],
    [
      { age: '17' },
      'The answers were not accepted. Step 2 (age): Enter your age, a whole number from 18 to 120, to continue.',
    ],
    [
      { weight: '0', height: '' },
      'The answers were not accepted. Step 7 (height, weight): Choose your height and enter your weight to continue.',
    ],
  ])('%j', (change, message) => {
    expect(describeInvalidAnswers({ ...completeAnswers, ...change })).toBe(message);
  });

  it('names the first step when the answers are no object at all', () => {
    expect(describeInvalidAnswers('answers')).toBe(
      'The answers were not accepted. Step 1 (name): Enter your first and last name to continue.',
    );
  });

  it('says the survey is incomplete when every step passes on its own', () => {
    expect(describeInvalidAnswers(completeAnswers)).toBe(
      'The answers were not accepted: they are not a complete survey.',
    );
  });
});
