import { describe, expect, it } from 'vitest';
import { rateLimitKey } from './rateLimitKey';

describe('rateLimitKey', () => {
  it('counts an IPv4 address as itself, and IPv4 mapped in IPv6 as the IPv4 address', () => {
    expect(rateLimitKey({ ip: '203.0.113.7' })).toBe('203.0.113.7');
    expect(rateLimitKey({ ip: '::ffff:203.0.113.7' })).toBe('203.0.113.7');
  });

  it('counts the IPv6 addresses of one /64 once', () => {
    const a = rateLimitKey({ ip: '2001:db8:1234:5600::1' });
    expect(rateLimitKey({ ip: '2001:db8:1234:5600:abcd::9' })).toBe(a);
    expect(rateLimitKey({ ip: '2001:db8:1234:5601::1' })).not.toBe(a);
  });

  it('does not throw for a request without an address (its socket closed)', () => {
    expect(rateLimitKey({ ip: undefined as unknown as string })).toBe('no-address');
  });
});
