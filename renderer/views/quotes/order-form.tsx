/** Step 4: how the order is paid, the buyer's reference, instructions, packing slip, shipment e-mails and sender. */
import { CheckboxField, TextField } from '../../components/field.js';
import type { OrderFormFields, OrderFormProblems, PaymentKind } from '../../stores/order-form.js';
import { useQuotes } from '../../stores/quotes.js';

const paymentLabels: Record<PaymentKind, [string, string]> = {
  creditLimit: ['Account credit', 'Charged to your credit limit'],
  corporateAccount: ['Corporate account', 'Billed to a company account'],
  card: ['Purchasing card', 'A card in your name'],
};

const senderFields: Array<[keyof OrderFormFields['shipFrom'], string]> = [
  ['FirstName', 'First name'],
  ['LastName', 'Last name'],
  ['CompanyName', 'Company'],
  ['Email', 'E-mail'],
  ['TelephoneNumber', 'Telephone'],
];

const notificationLabels: Array<[keyof OrderFormFields['notifications'], string]> = [
  ['ShouldNotifyRecipients', 'Notify recipients'],
  ['SendShippingAlerts', 'Send shipping alerts'],
  ['BlindCopyOwnerOnShipmentNotification', 'Blind-copy me on shipment notifications'],
  ['IncludeSenderContactInformation', 'Include my contact details in notifications'],
];

export function OrderForm({ problems }: { problems: OrderFormProblems }) {
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
      <div role="radiogroup" aria-label="Payment" className="qt-choices">
        {(Object.keys(paymentLabels) as PaymentKind[]).map((kind) => (
          <label key={kind} className="qt-choice" data-selected={form.payment === kind}>
            <input
              type="radio"
              name="qt-payment"
              value={kind}
              checked={form.payment === kind}
              onChange={() => editForm({ payment: kind })}
            />
            <span>
              <strong>{paymentLabels[kind][0]}</strong>
              <span className="muted">{paymentLabels[kind][1]}</span>
            </span>
          </label>
        ))}
      </div>
      {form.payment === 'corporateAccount' &&
        text('corporateAccountId', 'Corporate account id', problems['payment.accountId'])}
      {form.payment === 'card' && (
        <div className="qt-options">
          {text('nameOnCard', 'Name on card', problems['payment.nameOnCard'])}
          {text('cardNumber', 'Card number', problems['payment.number'])}
          <TextField
            label="Expires"
            type="month"
            value={form.cardExpires}
            onChange={(event) => editForm({ cardExpires: event.target.value })}
            error={problems['payment.expires']}
            hint="Month and year, e.g. 2028-09."
          />
          {text('billingPostalCode', 'Billing postal code', problems['payment.billingPostalCode'])}
        </div>
      )}
      <div className="qt-options">
        {text(
          'reference',
          'Order reference',
          problems.reference,
          'Your PO number; it travels with the order.',
        )}
        {text(
          'instructionCodes',
          'Special instruction codes',
          problems.instructionCodes,
          'Separate several codes with commas.',
        )}
        {text(
          'packingSlipMemo',
          'Packing slip memo',
          problems.packingSlipMemo,
          'Printed on every packing slip.',
        )}
      </div>
      <fieldset className="qt-options">
        <legend>Shipment e-mails</legend>
        {notificationLabels.map(([field, label]) => (
          <CheckboxField
            key={field}
            label={label}
            checked={form.notifications[field]}
            onChange={(event) =>
              editForm({ notifications: { ...form.notifications, [field]: event.target.checked } })
            }
          />
        ))}
      </fieldset>
      <fieldset className="qt-options">
        <legend>Ship from (optional: your account’s name otherwise)</legend>
        {senderFields.map(([field, label]) => (
          <TextField
            key={field}
            label={label}
            value={form.shipFrom[field]}
            onChange={(event) => editForm({ shipFrom: { ...form.shipFrom, [field]: event.target.value } })}
            error={problems[`shipFrom.${field}`]}
            autoComplete="off"
          />
        ))}
      </fieldset>
    </div>
  );
}
