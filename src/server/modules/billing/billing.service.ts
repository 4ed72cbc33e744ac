// The door of the billing module: its routes and every other module import billing from
// this file only. The rules live in one file per use case:
//   plans.service.ts          plans and coupons
//   subscriptions.service.ts  the student's subscription (read path, change plan, cancel, reactivate, card, payments)
//   renewals.service.ts       renewals and expiries (the scheduler's job)
//   checkout.service.ts       sign-up at checkout and paying a plan
//   receipts.service.ts       payments as shown, receipt PDF and e-mail
//   charges.service.ts        Pix and boleto charges, the provider's webhook, the boleto PDF
// E-mail texts: billing-emails.ts. Queries: billing.repository.ts.

export { checkCoupon, listInstalmentOptions, listPlans } from './plans.service.ts';
export {
  cancelSubscription, changePlan, getAccess, getSubscription, getSubscriptionAccess, listPayments, resumeSubscription, updatePaymentMethod,
} from './subscriptions.service.ts';
export { RENEWAL_CHECK_INTERVAL_MS, settleDueSubscriptions } from './renewals.service.ts';
export { checkout, signUpStudent } from './checkout.service.ts';
export { renderReceipt } from './receipts.service.ts';
export { getCharge, issueCharge, receiveWebhook, renderBoleto, simulateChargePayment } from './charges.service.ts';
