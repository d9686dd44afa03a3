import type { ESLint, Rule } from 'eslint';

export const queryAfterEvent: Rule.RuleModule;
export const testTimingPlugin: ESLint.Plugin;
