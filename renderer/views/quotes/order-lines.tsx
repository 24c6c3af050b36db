import { useState } from 'react';
import { Button } from '../../components/button.js';
import { EmptyState } from '../../components/empty-state.js';
import { ErrorMessage } from '../../components/error-message.js';
import { SelectField, TextField } from '../../components/field.js';
import { SkeletonRows } from '../../components/skeleton.js';
import { useAppIntl } from '../../format/intl.js';
import { useQuotes } from '../../stores/quotes.js';

/** Step 1: the store items to print, and how many of each. */
export function OrderLines({
  problems,
  listProblem,
}: {
  problems: Record<number, string>;
  listProblem?: string;
}) {
  const items = useQuotes((state) => state.items);
  const error = useQuotes((state) => state.errors.items);
  const lines = useQuotes((state) => state.lines);
  const loadItems = useQuotes((state) => state.loadItems);
  const addLine = useQuotes((state) => state.addLine);
  const setLineQuantity = useQuotes((state) => state.setLineQuantity);
  const removeLine = useQuotes((state) => state.removeLine);
  const [picked, setPicked] = useState('');
  const intl = useAppIntl();

  if (error) return <ErrorMessage error={error} onRetry={() => void loadItems()} forceRetry />;
  if (items === null)
    return <SkeletonRows rows={2} label={intl.formatMessage({ id: 'quotes.orderLines.loading' })} />;
  if (items.length === 0) {
    return (
      <EmptyState
        title={intl.formatMessage({ id: 'quotes.orderLines.emptyTitle' })}
        action={<a href="#/library">{intl.formatMessage({ id: 'quotes.orderLines.openLibrary' })}</a>}
      >
        {intl.formatMessage({ id: 'quotes.orderLines.emptyBody' })}
      </EmptyState>
    );
  }

  const available = items.filter((item) => !lines.some((line) => line.storeItemId === item.id));
  const choice = picked && available.some((item) => item.id === picked) ? picked : (available[0]?.id ?? '');
  const nameOf = (id: string) =>
    items.find((item) => item.id === id)?.name ?? intl.formatMessage({ id: 'quotes.orderLines.gone' });

  return (
    <div className="stack">
      {lines.length > 0 && (
        <ul className="qt-lines">
          {lines.map((line, index) => (
            <li key={line.storeItemId}>
              <span className="qt-line-name">{nameOf(line.storeItemId)}</span>
              <TextField
                label={intl.formatMessage(
                  { id: 'quotes.orderLines.quantityOf' },
                  { name: nameOf(line.storeItemId) },
                )}
                inputMode="numeric"
                value={line.quantity}
                onChange={(event) => setLineQuantity(index, event.target.value)}
                error={problems[index]}
              />
              <Button
                size="small"
                variant="ghost"
                onClick={() => removeLine(index)}
                aria-label={intl.formatMessage(
                  { id: 'quotes.orderLines.removeNamed' },
                  { name: nameOf(line.storeItemId) },
                )}
              >
                {intl.formatMessage({ id: 'common.remove' })}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {listProblem && (
        <p className="field-error" role="alert">
          {listProblem}
        </p>
      )}
      {available.length > 0 && (
        <div className="row qt-add-line">
          <SelectField
            label={intl.formatMessage({ id: 'quotes.orderLines.item' })}
            value={choice}
            onChange={(event) => setPicked(event.target.value)}
            options={available.map((item) => ({
              value: item.id,
              label: intl.formatMessage(
                { id: 'quotes.orderLines.option' },
                { name: item.name, type: item.type },
              ),
            }))}
          />
          <Button onClick={() => choice && addLine(choice)} disabled={!choice}>
            {intl.formatMessage({ id: 'quotes.orderLines.add' })}
          </Button>
        </div>
      )}
    </div>
  );
}
