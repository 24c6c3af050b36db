import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setAppLocale } from '../format/intl.js';
import { ErrorMessage } from './error-message.js';

describe('an error as the user reads it', () => {
  afterEach(() => setAppLocale('en', 'en'));

  it('says the code’s sentence and offers to try again, in English', () => {
    render(<ErrorMessage error={{ code: 'network', message: 'ECONNREFUSED' }} onRetry={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The print service cannot be reached. Check the connection and try again. ECONNREFUSED',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('says it in German, the service’s own words beside it unchanged', () => {
    setAppLocale('de', 'de-DE');
    render(<ErrorMessage error={{ code: 'network', message: 'ECONNREFUSED' }} onRetry={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Der Druckdienst ist nicht erreichbar. Prüfen Sie die Verbindung und versuchen Sie es erneut. ECONNREFUSED',
    );
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeTruthy();
  });
});
