/** Step 4: how the order is paid, the buyer's reference, instructions, packing slip, shipment e-mails and sender. */
import { Disclosure } from '../../components/disclosure.js';
import { CheckboxField, TextField } from '../../components/field.js';
import { blankOrderForm } from '../../stores/order-form.js';
import type { OrderFormFields, OrderFormProblems, PaymentKind } from '../../stores/order-form.js';
import type { MessageId } from '../../../electron/i18n/catalogue.js';
import { useAppIntl } from '../../format/intl.js';
import { useQuotes } from '../../stores/quotes.js';

const paymentKinds: readonly PaymentKind[] = ['creditLimit', 'corporateAccount', 'card'];

const senderFields: Array<keyof OrderFormFields['shipFrom']> = [
  'FirstName',
  'LastName',
  'CompanyName',
  'Email',
  'TelephoneNumber',
];

const notificationFields: Array<keyof OrderFormFields['notifications']> = [
  'ShouldNotifyRecipients',
  'SendShippingAlerts',
  'BlindCopyOwnerOnShipmentNotification',
  'IncludeSenderContactInformation',
];

export function OrderForm({ problems }: { problems: OrderFormProblems }) {
  const intl = useAppIntl();
  const say = (id: MessageId) => intl.formatMessage({ id });
  const form = useQuotes((state) => state.form);
  const editForm = useQuotes((state) => state.editForm);
  const text = (field: keyof OrderFormFields, label: string, problem?: string, hint?: string) => (
    <TextField
      label={label}
      value={form[field] as string}
      onChange={(event) => editForm({ [field]: event.target.value })}
      error={problem}
      hint={hint}
      autoComplete="off"
    />
  );

  return (
    <div className="stack">
      <div role="radiogroup" aria-label={say('quotes.orderForm.payment')} className="qt-choices">
        {paymentKinds.map((kind) => (
          <label key={kind} className="qt-choice" data-selected={form.payment === kind}>
            <input
              type="radio"
              name="qt-payment"
              value={kind}
              checked={form.payment === kind}
              onChange={() => editForm({ payment: kind })}
            />
            <span>
              <strong>{say(`quotes.orderForm.payment.${kind}`)}</strong>
              <span className="muted">{say(`quotes.orderForm.payment.${kind}.hint`)}</span>
            </span>
          </label>
        ))}
      </div>
      {form.payment === 'corporateAccount' &&
        text('corporateAccountId', say('quotes.orderForm.corporateAccountId'), problems['payment.accountId'])}
      {form.payment === 'card' && (
        <div className="qt-options">
          {text('nameOnCard', say('quotes.orderForm.nameOnCard'), problems['payment.nameOnCard'])}
          {text('cardNumber', say('quotes.orderForm.cardNumber'), problems['payment.number'])}
          <TextField
            label={say('quotes.orderForm.expires')}
            type="month"
            value={form.cardExpires}
            onChange={(event) => editForm({ cardExpires: event.target.value })}
            error={problems['payment.expires']}
            hint={say('quotes.orderForm.expiresHint')}
          />
          {text(
            'billingPostalCode',
            say('quotes.orderForm.billingPostalCode'),
            problems['payment.billingPostalCode'],
          )}
        </div>
      )}
      <Disclosure summary={say('quotes.orderForm.more')} open={holdsSomething(form, problems)}>
        <div className="qt-options">
          {text(
            'reference',
            say('quotes.orderForm.reference'),
            problems.reference,
            say('quotes.orderForm.referenceHint'),
          )}
          {text(
            'instructionCodes',
            say('quotes.orderForm.instructionCodes'),
            problems.instructionCodes,
            say('quotes.codesHint'),
          )}
          {text(
            'packingSlipMemo',
            say('quotes.orderForm.packingSlipMemo'),
            problems.packingSlipMemo,
            say('quotes.orderForm.packingSlipMemoHint'),
          )}
        </div>
        <fieldset className="qt-options">
          <legend>{say('quotes.orderForm.shipmentEmails')}</legend>
          {notificationFields.map((field) => (
            <CheckboxField
              key={field}
              label={say(`quotes.orderForm.notify.${field}`)}
              checked={form.notifications[field]}
              onChange={(event) =>
                editForm({ notifications: { ...form.notifications, [field]: event.target.checked } })
              }
            />
          ))}
        </fieldset>
        <fieldset className="qt-options">
          <legend>{say('quotes.orderForm.shipFrom')}</legend>
          {senderFields.map((field) => (
            <TextField
              key={field}
              label={say(`quotes.orderForm.sender.${field}`)}
              value={form.shipFrom[field]}
              onChange={(event) => editForm({ shipFrom: { ...form.shipFrom, [field]: event.target.value } })}
              error={problems[`shipFrom.${field}`]}
              autoComplete="off"
            />
          ))}
        </fieldset>
      </Disclosure>
    </div>
  );
}

/** Whether the folded part holds a problem or anything set (a reorder's reference, a sender): then it is open. */
function holdsSomething(form: OrderFormFields, problems: OrderFormProblems): boolean {
  const folded = ['reference', 'instructionCodes', 'packingSlipMemo'] as const;
  return (
    Object.keys(problems).some((key) => !key.startsWith('payment.')) ||
    folded.some((field) => form[field].trim() !== '') ||
    notificationFields.some((field) => form.notifications[field] !== blankOrderForm.notifications[field]) ||
    senderFields.some((field) => form.shipFrom[field].trim() !== '')
  );
}
