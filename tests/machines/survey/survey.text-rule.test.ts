import * as v from 'valibot';
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  parseSurveyAnswers,
  stepAnswerProblem,
  surveyMachine,
  textRule,
} from '../../../machines/survey';
import { completeAnswers } from './survey.fixtures';

// The one rule for text a person types (name, risk factors, and any other text input):
// Unicode normalised to NFC; control characters other than newline and tab refused; lone
// surrogates refused; each refusal says which field it is about.
const CONTROL = 'There is an invisible control character in the query: remove it to continue';
const BROKEN = 'There is a broken character in the query: remove it to continue';

const check = (text: unknown) => v.safeParse(textRule('the query'), text);
const messageOf = (text: unknown) => check(text).issues?.[0]?.message;

describe('the text rule', () => {
  it('keeps letters, emoji, newlines and tabs', () => {
    expect(check('Ada\tLovelace\n🚲 falls').output).toBe('Ada\tLovelace\n🚲 falls');
  });

  it('normalises to NFC: a decomposed "é" becomes one character', () => {
    expect(check('Rene\u0301e').output).toBe('Ren\u00e9e');
  });

  it.each([
    ['NUL', 'a\u0000b'],
    ['a bell', '\u0007'],
    ['a carriage return', 'line\r'],
    ['DEL', '\u007f'],
    ['a C1 control', 'x\u0085'],
    ['an escape', '\u001b[31m'],
  ])('refuses %s, naming the field', (_, text) => {
    expect(check(text).success).toBe(false);
    expect(messageOf(text)).toBe(CONTROL);
  });

  it.each([
    ['a lone high surrogate', 'Ada\ud800'],
    ['a lone low surrogate', '\udc00Ada'],
    ['two high surrogates', '\ud83d\ud83d'],
  ])('refuses %s, naming the field', (_, text) => {
    expect(messageOf(text)).toBe(BROKEN);
  });

  it('refuses what is not text', () => {
    expect(check(5).success).toBe(false);
  });
});

describe('the answers use it for every free text', () => {
  it('refuses risk factors holding NUL and a name holding a lone surrogate', () => {
    expect(parseSurveyAnswers({ ...completeAnswers, riskFactors: 'falls\u0000' })).toBeNull();
    expect(parseSurveyAnswers({ ...completeAnswers, name: 'Ada\ud800' })).toBeNull();
  });

  it('says so on the step, with the field named', () => {
    expect(stepAnswerProblem('riskFactors', { riskFactors: 'falls\u0000' })).toBe(
      'There is an invisible control character in the risk factors: remove it to continue',
    );
    expect(stepAnswerProblem('name', { name: 'Ada\ud800' })).toBe(
      'There is a broken character in your name: remove it to continue',
    );
  });

  it('wants a letter in a name', () => {
    expect(parseSurveyAnswers({ ...completeAnswers, name: '12345' })).toBeNull();
    expect(parseSurveyAnswers({ ...completeAnswers, name: '- .' })).toBeNull();
    expect(stepAnswerProblem('name', { name: '42' })).toBe(
      'Enter a name with at least one letter to continue',
    );
    expect(parseSurveyAnswers({ ...completeAnswers, name: 'Zoë 李' })?.name).toBe('Zoë 李');
  });

  it('says what is missing in the step’s own words otherwise', () => {
    expect(stepAnswerProblem('name', { name: '  ' })).toBe(
      'Enter your first and last name to continue',
    );
    expect(stepAnswerProblem('name', { name: 'a'.repeat(201) })).toBe(
      'Shorten your name to 200 characters to continue',
    );
    expect(stepAnswerProblem('heightWeight', { height: `5'7"` })).toBe(
      'Choose your height and enter your weight to continue',
    );
    expect(stepAnswerProblem('age', { age: '36' })).toBeNull();
  });

  it('stores the name normalised and trimmed, as the machine keeps it', () => {
    const actor = createActor(surveyMachine).start();
    actor.send({ type: 'survey.continue', value: { name: '  Rene\u0301e Roe ' } });
    expect(actor.getSnapshot().context.answers.name).toBe('Ren\u00e9e Roe');
    actor.send({ type: 'survey.continue', value: { age: '36' } });
    actor.send({ type: 'survey.back' });
    actor.send({ type: 'survey.back' });
    actor.send({ type: 'survey.continue', value: { name: 'Ada\u0000' } });
    expect(actor.getSnapshot().value).toBe('name');
  });
});
