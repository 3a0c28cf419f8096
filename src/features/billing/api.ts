import type { BillingStatus, TestCheckoutResponse } from '../../../domain/api';
import type { User } from '../../../domain/user';
import { apiRequest } from '../../api/client';
import type { PaidPlan } from './plans';

export type TestCheckout = TestCheckoutResponse;

export const startCheckout = (plan: PaidPlan, successUrl: string, cancelUrl: string) =>
  apiRequest<{ url: string }>('/me/billing/checkout', { method: 'POST', body: { plan, successUrl, cancelUrl } });

export const confirmCheckout = (sessionId: string) =>
  apiRequest<{ user: User }>('/me/billing/confirm', { method: 'POST', body: { sessionId } });

export const cancelSubscription = () => apiRequest<{ cancelAtPeriodEnd: boolean }>('/me/billing/cancel', { method: 'POST' });

export const fetchBillingStatus = () => apiRequest<BillingStatus>('/me/billing/status');

export const fetchTestCheckout = (sessionId: string) =>
  apiRequest<TestCheckout>(`/me/billing/test-checkout/${encodeURIComponent(sessionId)}`);

/** Applies a promotion code to the test payment (an empty code takes it off); answers the new amounts. */
export const applyTestCheckoutPromo = (sessionId: string, code: string) =>
  apiRequest<TestCheckout>(`/me/billing/test-checkout/${encodeURIComponent(sessionId)}/promo`, { method: 'POST', body: { code } });

export const payTestCheckout = (sessionId: string) =>
  apiRequest<{ url: string }>(`/me/billing/test-checkout/${encodeURIComponent(sessionId)}/pay`, { method: 'POST' });
