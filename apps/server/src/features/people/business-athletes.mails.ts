/** The mails of athletes that a business owner adds; links point at the web app's routes. */

/**
 * A new account: the link sets its first password, on the business's own page (`/set-password`)
 * when it has a subdomain, otherwise on the main app's password screen, which accepts it too.
 */
export function setPasswordMail(options: {
  publicUrl: string;
  businessUrl: string | null;
  token: string;
  firstName: string;
  businessName: string;
  ownerName: string;
}) {
  const link = options.businessUrl
    ? `${options.businessUrl}/set-password?token=${encodeURIComponent(options.token)}`
    : `${options.publicUrl}/password-reset/${options.token}/`;
  return {
    subject: `${options.businessName}: your athlete account is ready`,
    text: `Hello ${options.firstName},\n\n${options.ownerName} created an athlete account for you at ${options.businessName}. To choose your password and sign in, open this link:\n${link}\n\nThe link works once and expires in 7 days. If you did not expect this mail, ignore it.`,
    link,
  };
}

/** An existing account: it is now an athlete of the business and signs in as before. */
export function addedToBusinessMail(options: {
  publicUrl: string;
  firstName: string;
  businessName: string;
  ownerName: string;
}) {
  const link = `${options.publicUrl}/login`;
  return {
    subject: `${options.businessName} added you as an athlete`,
    text: `Hello ${options.firstName},\n\n${options.ownerName} added you as an athlete of ${options.businessName}. Sign in with your usual password to see your training:\n${link}`,
    link,
  };
}
