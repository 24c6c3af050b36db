/**
 * How a form checks what was typed: with the contract's or the settings' own schema, the one the
 * router applies, so the form and the core agree on every rule. The schemas' messages are written
 * for the user where the rules are defined; a form shows them as they are.
 */
import type { z } from 'zod';
import { Copies } from '../../electron/shared/models/primitives.js';

/** The schema's first message for the value, or undefined when it passes. */
export function firstProblem(schema: z.ZodType, value: unknown): string | undefined {
  const checked = schema.safeParse(value);
  return checked.success ? undefined : checked.error.issues[0]?.message;
}

/** The first message for each path of the value (`FirstName`, `Product.Content.0.Range`; '' for the value itself). */
export function problemsByPath(schema: z.ZodType, value: unknown): Map<string, string> {
  const problems = new Map<string, string>();
  const checked = schema.safeParse(value);
  for (const issue of checked.success ? [] : checked.error.issues) {
    const path = issue.path.map(String).join('.');
    if (!problems.has(path)) problems.set(path, issue.message);
  }
  return problems;
}

/** A count as typed (copies, pages, hours): digits only, else NaN, so the schema names the rule. */
export function typedWholeNumber(typed: string): number {
  const digits = typed.trim();
  return /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
}

/** Why a number of copies as typed cannot be asked for, or undefined. */
export const copiesProblem = (typed: string): string | undefined =>
  firstProblem(Copies, typedWholeNumber(typed));
