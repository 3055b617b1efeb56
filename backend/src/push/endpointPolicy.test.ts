import { describe, expect, it } from 'vitest';
import { checkEndpoint } from './endpointPolicy';

const policy = { hosts: ['fcm.googleapis.com', '*.push.apple.com'] };

describe('checkEndpoint', () => {
  it('allows listed push services and their subdomain patterns', () => {
    expect(checkEndpoint('https://fcm.googleapis.com/fcm/send/x', policy).host).toBe('fcm.googleapis.com');
    expect(checkEndpoint('https://api.push.apple.com/3/device/x', policy).host).toBe('api.push.apple.com');
  });

  it.each([
    'https://localhost/push',
    'https://push.apple.com/x',
    'https://evilpush.apple.com.attacker.net/x',
    'https://[::ffff:127.0.0.1]/x',
    'https://2130706433/x',
    'ftp://fcm.googleapis.com/x',
    'not a url',
  ])('refuses %s', (endpoint) => {
    expect(() => checkEndpoint(endpoint, policy)).toThrow(/https URL on a known push service/);
  });

  it('lets a test name a loopback push service, and nothing else', () => {
    const test = { ...policy, loopbackHosts: ['localhost'] };
    expect(checkEndpoint('https://localhost:8443/push/1', test).port).toBe('8443');
    expect(() => checkEndpoint('http://localhost:8443/push/1', test)).toThrow();
    expect(() => checkEndpoint('https://127.0.0.1:8443/push/1', test)).toThrow();
  });
});
