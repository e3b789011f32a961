/** The payment screens' words (second document, section 8), typos kept. */
export const paymentMessages = {
  assignmentCancelled: "Assignment cancelled",
  assignmentCancelFailed: "There was an error cancelling the payment assignment",
  markedPaid: "Succesfully marked as paid",
  markPaidFailed: "There was an marking the payment with status paid",
  noPayments: "Ooops, there are no payment yet",
  /** Pay on a business without a connected Stripe account (or an installation without keys). */
  onlinePaymentNotSetUp:
    "Online payment is not set up for this business. Please pay your coach directly; they will mark the payment as paid.",
  stripeNotConfigured:
    "Card payments are not configured on this installation: record payments and mark them paid by hand.",
  alreadyPaid: "This payment is already paid.",
  athleteNotYours: "This athlete is not one of your business's athletes.",
} as const;
