/**
 * ESLint rule: a synchronous query (`getBy…`, `getAllBy…`, or a test helper named in
 * `queries`) that follows a `user.…` event in the same test, with no awaited `findBy…` or
 * `waitFor` (or a helper named in `waits`) between them, reads the screen before what the
 * event started (an effect, a lazy import, a paint) may have happened: on a busy machine it
 * sometimes fails. Wait first. Statements are read in source order; the branches of an `if`
 * and the cases of a `switch` are read apart (what one does is not seen by the other).
 */

const EVENT_OBJECT = /^user(Event)?$/;
const WAITS = /^(find(All)?By|waitFor)/;

/** The name a call is made by: `getByRole` in `screen.getByRole(…)` or `getByRole(…)`. */
function calleeName(call) {
  const { callee } = call;
  if (callee.type === 'Identifier') return callee.name;
  if (callee.type === 'MemberExpression' && callee.property.type === 'Identifier') {
    return callee.property.name;
  }
  return null;
}

/** `user.click(…)`, `userEvent.type(…)` or `view.user.keyboard(…)`. */
function isUserEvent(call) {
  const { callee } = call;
  if (callee.type !== 'MemberExpression') return false;
  // `userEvent.setup()` makes the user; it does nothing on screen.
  if (callee.property.type === 'Identifier' && callee.property.name === 'setup') return false;
  const { object } = callee;
  if (object.type === 'Identifier') return EVENT_OBJECT.test(object.name);
  return (
    object.type === 'MemberExpression' &&
    object.property.type === 'Identifier' &&
    EVENT_OBJECT.test(object.property.name)
  );
}

export const queryAfterEvent = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Require an awaited findBy…/waitFor between a user event and a synchronous screen query.',
    },
    schema: [
      {
        type: 'object',
        properties: {
          queries: { type: 'array', items: { type: 'string' } },
          waits: { type: 'array', items: { type: 'string' } },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      unwaited:
        '`{{name}}` reads the screen right after a user event: await a findBy… or waitFor first, so what the event started has happened.',
    },
  },
  create(context) {
    const { queries = [], waits = [] } = context.options[0] ?? {};
    const isQuery = (name) => /^get(All)?By/.test(name) || queries.includes(name);
    const isWait = (name) => WAITS.test(name) || waits.includes(name);
    // One entry per function being walked: whether an event is still unwaited there. A nested
    // function starts with its parent's state (a callback runs where it is written, or later).
    const scopes = [];
    const top = () => scopes[scopes.length - 1];
    const enterFunction = () => scopes.push({ pending: top()?.pending ?? false, waiting: 0 });
    const exitFunction = () => scopes.pop();
    // Per `if` being walked: whether an event was unwaited before it, and after its `then`.
    const branches = [];
    return {
      IfStatement: () => branches.push({ before: top()?.pending ?? false, then: false }),
      'IfStatement > .consequent:exit': () => {
        const scope = top();
        const branch = branches[branches.length - 1];
        if (!scope || !branch) return;
        branch.then = scope.pending;
        scope.pending = branch.before;
      },
      'IfStatement:exit': () => {
        const scope = top();
        const branch = branches.pop();
        if (scope && branch) scope.pending = scope.pending || branch.then;
      },
      // Each `case` of a switch starts from where the switch did.
      SwitchStatement: () => branches.push({ before: top()?.pending ?? false, then: false }),
      SwitchCase: () => {
        const scope = top();
        const branch = branches[branches.length - 1];
        if (!scope || !branch) return;
        branch.then = branch.then || scope.pending;
        scope.pending = branch.before;
      },
      'SwitchStatement:exit': () => {
        const scope = top();
        const branch = branches.pop();
        if (scope && branch) scope.pending = scope.pending || branch.then;
      },
      FunctionDeclaration: enterFunction,
      FunctionExpression: enterFunction,
      ArrowFunctionExpression: enterFunction,
      'FunctionDeclaration:exit': exitFunction,
      'FunctionExpression:exit': exitFunction,
      'ArrowFunctionExpression:exit': exitFunction,
      CallExpression(call) {
        const scope = top();
        if (!scope) return;
        const name = calleeName(call);
        if (name && isWait(name) && call.parent.type === 'AwaitExpression') {
          // What runs inside a waitFor is retried until it holds: nothing there is flagged.
          scope.pending = false;
          return;
        }
        if (scope.pending && name && isQuery(name)) {
          context.report({ node: call, messageId: 'unwaited', data: { name } });
        }
      },
      // On leaving the call: its own arguments (`user.click(getByRole(…))`) are read before.
      'CallExpression:exit'(call) {
        const scope = top();
        if (scope && isUserEvent(call)) scope.pending = true;
      },
    };
  },
};

export const testTimingPlugin = { rules: { 'query-after-event': queryAfterEvent } };
