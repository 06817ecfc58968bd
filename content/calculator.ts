import type { CalculatorCopy } from './types';

export const calculatorCopy: CalculatorCopy = {
  priceLabel: 'Property price',
  downLabel: 'Down payment',
  monthsLabel: 'Payment period',
  downValue: '{percent}%',
  downValueText: '{percent}% ({downPayment})',
  monthsValue: '{months} months',
  resultsHeading: 'Your payment plan',
  downPaymentResult: 'Down payment',
  balanceResult: 'Remaining balance',
  monthlyResult: 'Monthly payment',
  perMonth: '/month',
  overMonths: 'over {months} months',
  disclaimer: 'Calculations are estimates. Actual terms depend on property selection and developer policies.',
  whatsAppCta: 'Discuss this plan on WhatsApp',
  whatsAppMessage:
    'Hi! I used your payment calculator: a {price} property with {percent}% down ({downPayment}), {balance} over {months} months, about {monthly} a month. Can you show me properties that fit this plan?',
};
