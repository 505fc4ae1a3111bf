import jsonLogic from 'json-logic-js';
import type { Rule, RuleContext } from './workflow-template.types';

/**
 * The rule language: standard JSON Logic (json-logic-js ≥ 2, which has no code-executing operator),
 * restricted further to this list of operators. No custom operator is ever registered, so a rule can
 * read its context and nothing else.
 */
export const ALLOWED_OPERATORS = new Set([
  'var',
  'missing',
  'missing_some',
  'if',
  '?:',
  '==',
  '===',
  '!=',
  '!==',
  '!',
  '!!',
  'or',
  'and',
  '>',
  '>=',
  '<',
  '<=',
  'in',
  'cat',
  'substr',
  'max',
  'min',
  '+',
  '-',
  '*',
  '/',
  '%',
  'all',
  'some',
  'none',
  'merge',
]);

/** Lists operators of `rule` outside {@link ALLOWED_OPERATORS} (empty when the rule is acceptable). */
export function disallowedOperators(rule: unknown): string[] {
  const found = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (node === null || typeof node !== 'object') return;
    const keys = Object.keys(node);
    if (keys.length !== 1) {
      found.add(keys.length === 0 ? '(empty object)' : `(object with ${keys.length} keys)`);
      return;
    }
    const op = keys[0];
    if (!ALLOWED_OPERATORS.has(op)) found.add(op);
    walk((node as Record<string, unknown>)[op]);
  };
  walk(rule);
  return [...found];
}

/** `var` paths a rule reads (`facts.x`, `answers.m.q`, `evidence.documents`). */
export function rulePaths(rule: unknown): string[] {
  const paths: string[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (node === null || typeof node !== 'object') return;
    for (const [op, arg] of Object.entries(node)) {
      if (op === 'var') {
        const path = Array.isArray(arg) ? arg[0] : arg;
        if (typeof path === 'string') paths.push(path);
      } else walk(arg);
    }
  };
  walk(rule);
  return paths;
}

/** Evaluates a rule; an absent rule holds. A rule that throws does not hold. */
export function evaluateRule(rule: Rule | undefined, context: RuleContext): boolean {
  if (rule === undefined) return true;
  if (typeof rule === 'boolean') return rule;
  try {
    return jsonLogic.truthy(jsonLogic.apply(rule, context));
  } catch {
    return false;
  }
}
