/**
 * Account › Hooks (docs/hooks.md): where the whole app's events go (a webhook's address, a command,
 * or both; each hot folder may add its own in its link form), "Send a test event" with each answer,
 * the signing secret shown on request for the receiver, and the last deliveries with their answers.
 */
import { useEffect, useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { IntlShape } from 'react-intl';
import type { HookDeliveryRow, HooksView } from '../../../electron/shared/contract/hooks.js';
import { Button } from '../../components/button.js';
import { ErrorMessage } from '../../components/error-message.js';
import { HookFields, hookDraftOf, hookSettingOf, type HookDraft } from '../../components/hook-fields.js';
import { SkeletonRows } from '../../components/skeleton.js';
import { useAppIntl } from '../../format/intl.js';
import { formatDateTime } from '../../format/sizes-and-dates.js';
import { useHooks } from '../../stores/hooks.js';

export function HooksCard() {
  const intl = useAppIntl();
  const headingId = useId();
  const view = useHooks((state) => state.view);
  const loadError = useHooks((state) => state.errors.load);
  useEffect(() => useHooks.getState().follow(), []);
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>{intl.formatMessage({ id: 'hooks.card.title' })}</h2>
      {view ? (
        <div className="stack">
          <p className="muted">{intl.formatMessage({ id: 'hooks.card.intro' })}</p>
          <HooksForm key={JSON.stringify(view.hooks)} view={view} />
          <TestEvent />
          <SigningSecret />
          <Deliveries rows={view.deliveries} />
        </div>
      ) : loadError ? (
        <ErrorMessage error={loadError} onRetry={() => void useHooks.getState().load()} />
      ) : (
        <SkeletonRows rows={3} label={intl.formatMessage({ id: 'hooks.card.loading' })} />
      )}
    </section>
  );
}

function HooksForm({ view }: { view: HooksView }) {
  const intl = useAppIntl();
  const busy = useHooks((state) => state.busy.save);
  const error = useHooks((state) => state.errors.save);
  const [draft, setDraft] = useState<HookDraft>(() => hookDraftOf(view.hooks));
  const [problems, setProblems] = useState<Partial<Record<'url' | 'command', string>>>();

  async function save(event: FormEvent) {
    event.preventDefault();
    const checked = hookSettingOf(draft);
    setProblems(checked.problems);
    if (checked.problems) return;
    await useHooks.getState().save(checked.setting);
  }

  return (
    <form className="stack" onSubmit={save} noValidate>
      <HookFields draft={draft} problems={problems} onChange={setDraft} />
      {error && <ErrorMessage error={error} />}
      <div className="row">
        <Button type="submit" variant="primary" busy={busy}>
          {intl.formatMessage({ id: 'hooks.card.save' })}
        </Button>
      </div>
    </form>
  );
}

function TestEvent() {
  const intl = useAppIntl();
  const busy = useHooks((state) => state.busy.test);
  const error = useHooks((state) => state.errors.test);
  const tested = useHooks((state) => state.tested);
  return (
    <div className="stack">
      <div className="row">
        <Button busy={busy} onClick={() => void useHooks.getState().test()}>
          {intl.formatMessage({ id: 'hooks.card.test' })}
        </Button>
      </div>
      {error && <ErrorMessage error={error} />}
      {tested && (
        <div role="status" aria-label={intl.formatMessage({ id: 'hooks.card.testAnswers' })}>
          <ul>
            {tested.map((row) => (
              <li key={`${row.target.kind} ${row.target.address}`}>
                {intl.formatMessage(
                  { id: 'hooks.card.testAnswer' },
                  { target: row.target.address, answer: answerText(intl, row) },
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

function SigningSecret() {
  const intl = useAppIntl();
  const busy = useHooks((state) => state.busy.secret);
  const error = useHooks((state) => state.errors.secret);
  const secret = useHooks((state) => state.secret);
  return (
    <div className="stack">
      <p className="muted">{intl.formatMessage({ id: 'hooks.card.secretIntro' })}</p>
      {secret && (
        <p>
          {intl.formatMessage(
            { id: 'hooks.card.secret' },
            { secret, mono: (chunks) => <span className="mono">{chunks}</span> },
          )}
        </p>
      )}
      {error && <ErrorMessage error={error} />}
      <div className="row">
        {secret ? (
          <Button onClick={() => useHooks.getState().hideSecret()}>
            {intl.formatMessage({ id: 'hooks.card.hideSecret' })}
          </Button>
        ) : (
          <Button busy={busy} onClick={() => void useHooks.getState().showSecret()}>
            {intl.formatMessage({ id: 'hooks.card.showSecret' })}
          </Button>
        )}
      </div>
    </div>
  );
}

/** What the receiver answered: an HTTP status, a command's exit code, or why there was no answer. */
function answerText(intl: IntlShape, row: HookDeliveryRow): string {
  const { answer } = row;
  if (!answer) return intl.formatMessage({ id: 'hooks.deliveries.noAnswer' });
  return intl.formatMessage(
    { id: 'hooks.deliveries.answer' },
    {
      kind: answer.status !== undefined ? 'status' : answer.exitCode !== undefined ? 'exit' : 'error',
      status: answer.status ?? 0,
      exitCode: answer.exitCode ?? 0,
      error: answer.error ?? '',
    },
  );
}

function Deliveries({ rows }: { rows: readonly HookDeliveryRow[] }) {
  const intl = useAppIntl();
  const headingId = useId();
  return (
    <div className="stack">
      <h3 id={headingId}>{intl.formatMessage({ id: 'hooks.deliveries.title' })}</h3>
      {rows.length === 0 ? (
        <p className="muted">{intl.formatMessage({ id: 'hooks.deliveries.none' })}</p>
      ) : (
        <table className="qt-table" aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage({ id: 'hooks.deliveries.event' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'hooks.deliveries.target' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'hooks.deliveries.state' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'hooks.deliveries.answerColumn' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'hooks.deliveries.time' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'hooks.deliveries.attempts' })}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.eventId} ${row.target.kind} ${row.target.address}`}>
                <td className="mono">{row.type}</td>
                <td className="mono">{row.target.address}</td>
                <td>
                  {intl.formatMessage(
                    { id: 'hooks.deliveries.stateText' },
                    {
                      state: row.state === 'given-up' ? 'givenUp' : row.state,
                      next: row.nextAttemptAt ? formatDateTime(row.nextAttemptAt) : '',
                    },
                  )}
                </td>
                <td>{answerText(intl, row)}</td>
                <td>{formatDateTime(row.at)}</td>
                <td>{row.attempts}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
