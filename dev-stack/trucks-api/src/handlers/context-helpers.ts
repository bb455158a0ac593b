// Small readers shared by the handlers: the signed-in user, paging, query values, body validation.
import type { z } from 'zod';
import { notFoundProblem, unauthorizedProblem, zodProblem } from '../http/problem';
import type { CallContext } from './handler-types';
import type { UserRecord } from '../store/store';

export function signedInUser(context: CallContext): UserRecord {
  if (!context.user) throw unauthorizedProblem('Sign in first.');
  return context.user;
}

/** Parses a body with zod; bad input answers 400 with model-state errors and changes nothing. */
export function parseBody<S extends z.ZodType>(schema: S, context: CallContext): z.infer<S> {
  const result = schema.safeParse(context.body ?? {});
  if (!result.success) throw zodProblem(result.error);
  return result.data;
}

export function param(context: CallContext, name: string): string {
  return context.params[name] ?? '';
}

export function text(query: Record<string, unknown>, name: string): string | undefined {
  const value = query[name];
  const single = Array.isArray(value) ? value[0] : value;
  return typeof single === 'string' && single.trim() !== '' ? single.trim() : undefined;
}

export function int(query: Record<string, unknown>, name: string): number | undefined {
  const raw = text(query, name);
  if (raw === undefined) return undefined;
  const n = Number(raw);
  return Number.isFinite(n) ? Math.trunc(n) : undefined;
}

export function bool(query: Record<string, unknown>, name: string): boolean | undefined {
  const raw = text(query, name);
  if (raw === undefined) return undefined;
  return raw === 'true' || raw === '1';
}

/** Repeated keys (statuses=3&statuses=4) or a comma list, as strings. */
export function list(query: Record<string, unknown>, name: string): string[] | undefined {
  const value = query[name] ?? query[`${name}[]`];
  if (value === undefined) return undefined;
  const values = (Array.isArray(value) ? value : [value])
    .flatMap((v) => String(v).split(','))
    .map((v) => v.trim())
    .filter(Boolean);
  return values.length ? values : undefined;
}

export function numberList(query: Record<string, unknown>, name: string): number[] | undefined {
  return list(query, name)?.map(Number).filter(Number.isFinite);
}

export interface Paging {
  page: number;
  pageSize: number;
}

/** 1-based page; pageSize 0 counts without rows (the third-party invoice badge). */
export function paging(query: Record<string, unknown>, defaultSize = 10): Paging {
  const page = Math.max(1, int(query, 'page') ?? 1);
  const pageSize = Math.min(500, Math.max(0, int(query, 'pageSize') ?? defaultSize));
  return { page, pageSize };
}

export function pageOf<T>(
  rows: readonly T[],
  { page, pageSize }: Paging,
): { data: T[]; page: number; pageSize: number; totalCount: number } {
  const start = (page - 1) * pageSize;
  return { data: rows.slice(start, start + pageSize), page, pageSize, totalCount: rows.length };
}

export function found<T>(value: T | undefined | null, what: string): T {
  if (value === undefined || value === null) throw notFoundProblem(what);
  return value;
}

export function contains(haystack: string | null | undefined, needle: string | undefined): boolean {
  return needle === undefined || (haystack ?? '').toLowerCase().includes(needle.toLowerCase());
}
