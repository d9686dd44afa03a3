import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { queryAfterEvent } from '../../../scripts/lint/query-after-event.js';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const options = [{ queries: ['stepHeading'], waits: ['shownStep'] }];
const test = (body: string) => `it('x', async () => {\n${body}\n});`;
const unwaited = (name: string) => ({ messageId: 'unwaited', data: { name } });

tester.run('query-after-event', queryAfterEvent, {
  valid: [
    { code: test(`screen.getByRole('button');\nawait user.click(button);`) },
    {
      code: test(
        `await user.click(button);\nawait screen.findByRole('dialog');\nscreen.getByRole('button');`,
      ),
    },
    {
      code: test(
        `await user.click(button);\nawait waitFor(() => expect(screen.getByRole('dialog')).toBeVisible());\nscreen.getByRole('button');`,
      ),
    },
    // The event's own target is read before the event.
    { code: test(`await user.click(screen.getByRole('button'));`) },
    { code: test(`await user.click(button);\nexpect(screen.queryByRole('dialog')).toBeNull();`) },
    {
      code: test(
        `await user.type(field, 'Ada{Enter}');\nawait shownStep('age');\nstepHeading('age');`,
      ),
      options,
    },
    // The other branch of an if, and another case of a switch, do not see the event.
    { code: test(`if (a) await user.click(b);\nelse screen.getByRole('button');`) },
    {
      code: `async function f(user, step) { switch (step) { case 'a': return user.click(b); case 'b': return screen.getByRole('x'); } }`,
    },
    { code: test(`const user = userEvent.setup();\nscreen.getByRole('button');`) },
  ],
  invalid: [
    {
      code: test(`await user.click(button);\nexpect(screen.getByRole('dialog')).toBeVisible();`),
      errors: [unwaited('getByRole')],
    },
    {
      code: test(`await view.user.keyboard('{Enter}');\nwithin(list).getAllByRole('listitem');`),
      errors: [unwaited('getAllByRole')],
    },
    {
      code: test(`await user.click(button);\nawait user.click(screen.getByRole('button'));`),
      errors: [unwaited('getByRole')],
    },
    {
      code: test(
        `await user.type(field, 'Ada{Enter}');\nexpect(stepHeading('age')).toHaveFocus();`,
      ),
      options,
      errors: [unwaited('stepHeading')],
    },
    // A wait that is not awaited waits for nothing.
    {
      code: test(`await user.click(button);\nwaitFor(() => {});\nscreen.getByText('x');`),
      errors: [unwaited('getByText')],
    },
    {
      code: test(`if (a) await user.click(b);\nscreen.getByRole('button');`),
      errors: [unwaited('getByRole')],
    },
  ],
});
