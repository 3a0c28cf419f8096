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
}

const all = { free: true, major: true, champion: true };
const paid = { free: false, major: true, champion: true };
const championOnly = { free: false, major: false, champion: true };

/** Part 1 §6 and the quotas of part 2 §6. */
export const COMPARISON: readonly ComparisonRow[] = [
  { id: 'subjects', values: all },
  { id: 'customisation', values: all },
  { id: 'training', values: all },
  { id: 'cards', values: all },
  { id: 'zoning', values: { free: PLAN_QUOTAS.free.zoning, major: PLAN_QUOTAS.major.zoning, champion: PLAN_QUOTAS.champion.zoning } },
  { id: 'mindmaps', values: { free: PLAN_QUOTAS.free.mindmap, major: PLAN_QUOTAS.major.mindmap, champion: PLAN_QUOTAS.champion.mindmap } },
  { id: 'duels', values: paid },
  { id: 'exam', values: paid },
  { id: 'support', values: paid },
  { id: 'earlyAccess', values: paid },
  { id: 'sponsor', values: championOnly },
  { id: 'masterclasses', values: championOnly },
];
