import type { Plan } from '../../../domain/badges';
import { PLAN_QUOTAS } from '../../../domain/quotas';
import { fr } from '../../i18n/fr';

export type PaidPlan = Exclude<Plan, 'free'>;
export const PLANS: readonly Plan[] = ['free', 'major', 'champion'];

/** Monthly prices shown on the pricing page (part 1 §9); the server decides what is charged. */
export const PLAN_PRICE_CENTS: Record<Plan, number> = { free: 0, major: 1999, champion: 2999 };

const euro = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
const euroWhole = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

/** '19,99 €', and '0 €' rather than '0,00 €'. */
export function formatPrice(cents: number, currency = 'EUR'): string {
  if (currency.toUpperCase() !== 'EUR') {
    return new Intl.NumberFormat('fr-FR', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
  }
  return cents % 100 === 0 ? euroWhole.format(cents / 100) : euro.format(cents / 100);
}

const dateFormat = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Paris' });

export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

export const planName = (plan: Plan) => fr.billing.plans[plan].name;

/** A comparison cell: included or not, or a count (Infinity reads 'Illimité'). */
export type Cell = boolean | number;

export interface ComparisonRow {
  id: keyof typeof fr.billing.rows;
  values: Record<Plan, Cell>;
  /**
   * The page where the row's capability is found (plans.test.ts holds it against the router's
   * routes), null only for the rows whose page is still being built (`PENDING_PAGES`).
   */
  path: string | null;
}

const all = { free: true, major: true, champion: true };
const paid = { free: false, major: true, champion: true };
const championOnly = { free: false, major: false, champion: true };

/** Part 1 §6 and the quotas of part 2 §6. */
export const COMPARISON: readonly ComparisonRow[] = [
  { id: 'subjects', values: all, path: '/subjects' },
  { id: 'customisation', values: all, path: '/account' },
  { id: 'training', values: all, path: '/pick' },
  { id: 'cards', values: all, path: '/subjects' },
  { id: 'zoning', values: { free: PLAN_QUOTAS.free.zoning, major: PLAN_QUOTAS.major.zoning, champion: PLAN_QUOTAS.champion.zoning }, path: '/subjects' },
  { id: 'mindmaps', values: { free: PLAN_QUOTAS.free.mindmap, major: PLAN_QUOTAS.major.mindmap, champion: PLAN_QUOTAS.champion.mindmap }, path: '/subjects' },
  { id: 'duels', values: paid, path: '/duels' },
  { id: 'exam', values: paid, path: '/examen' },
  { id: 'support', values: paid, path: '/aide' },
  { id: 'earlyAccess', values: paid, path: '/account' },
  { id: 'sponsor', values: championOnly, path: '/parrainage' },
  { id: 'masterclasses', values: championOnly, path: '/masterclasses' },
];

/**
 * Rows sold before their page exists, while its issue builds it (none today). When a page lands,
 * give its row its `path` and take it off this list.
 */
export const PENDING_PAGES: ReadonlySet<ComparisonRow['id']> = new Set();
