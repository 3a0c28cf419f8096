import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '../../../domain/admin';
import { auditAdminName, auditTargetName, describeAuditAction } from './auditModel';

describe('audit log texts', () => {
  it('names the badge, the ban length and the points taken back', () => {
    expect(describeAuditAction({ action: 'user.badge.add', details: { badgeId: 'turbo' } })).toBe('Badge « Turbo » ajouté');
    expect(describeAuditAction({ action: 'user.badge.remove', details: { badgeId: 'perfect' } })).toMatch(/^Badge « .+ » retiré$/);
    expect(describeAuditAction({ action: 'user.ban', details: { minutes: 1440 } })).toBe('Suspension (1 jour)');
    expect(describeAuditAction({ action: 'user.ban', details: { minutes: 129_600 } })).toBe('Suspension (90 jours)');
    expect(describeAuditAction({ action: 'user.ban', details: { minutes: 90 } })).toBe('Suspension (90 min)');
    expect(describeAuditAction({ action: 'user.session.delete', details: { pointsRemoved: 100 } })).toBe('Session supprimée (−100 pts)');
    expect(describeAuditAction({ action: 'user.session.delete', details: { pointsRemoved: 0 } })).toBe('Session supprimée');
  });

  it('has a French text for every action the server writes, even with details missing', () => {
    for (const action of AUDIT_ACTIONS) {
      const described = describeAuditAction({ action, details: {} });
      expect(described, action).toMatch(/^[A-ZÀ-Ý]/);
      expect(described, action).not.toMatch(/undefined|NaN|\./);
    }
  });

  it('falls back when the admin or the target has no name', () => {
    expect(auditAdminName({ adminName: null })).toBe('Compte supprimé');
    expect(auditAdminName({ adminName: 'alice' })).toBe('alice');
    expect(auditTargetName({ action: 'user.ban', target: 'u1', targetName: 'bob' })).toBe('bob');
    expect(auditTargetName({ action: 'user.ban', target: 'u1', targetName: null })).toBe('u1');
    expect(auditTargetName({ action: 'user.delete', target: null, targetName: null })).toBe('Compte supprimé');
    expect(auditTargetName({ action: 'announcement.upload', target: null, targetName: null })).toBe('—');
  });
});
