import { describe, expect, it } from 'vitest';
import { appIntl } from '../format/intl.js';
import { connectFailure, serviceHost } from './connect-failure.js';

const url = 'https://connect.example.com/2012/02';

describe('a failed connection, in plain words', () => {
  it('says a refused key must be copied again from the profile, and keeps the service’s words aside', () => {
    const failure = connectFailure(
      appIntl(),
      { code: 'auth', message: 'Access denied: the subscription key is not valid.' },
      url,
    );
    expect(failure.advice).toContain('connect.example.com did not accept this subscription key');
    expect(failure.advice).toContain('your profile');
    expect(failure.detail).toBe('Access denied: the subscription key is not valid.');
  });

  it('names the host it could not reach and what to check', () => {
    expect(connectFailure(appIntl(), { code: 'network', message: 'ECONNREFUSED' }, url).advice).toBe(
      'PrintDesk could not reach connect.example.com. Check the service address for typing mistakes, and that this computer is online.',
    );
  });

  it('tells a web site from a print service', () => {
    expect(connectFailure(appIntl(), { code: 'not-found', message: 'HTTP 404' }, url).advice).toContain(
      'not as a print service does',
    );
    expect(connectFailure(appIntl(), { code: 'invalid-response', message: 'HTML' }, url).advice).toContain(
      'API address',
    );
  });

  it('shows a form problem as the form’s own sentence', () => {
    expect(connectFailure(appIntl(), { code: 'invalid-input', message: 'Enter the base URL.' }, url)).toEqual(
      {
        advice: 'Enter the base URL.',
        detail: '',
      },
    );
  });

  it('reads the host of what was typed, or says "the service"', () => {
    expect(serviceHost(appIntl(), ' https://print.example.com:8443/api ')).toBe('print.example.com:8443');
    expect(serviceHost(appIntl(), 'print.example.com')).toBe('the service');
  });
});
