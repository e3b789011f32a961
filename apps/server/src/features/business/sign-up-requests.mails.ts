/** The mails a person gets when the owner answers their sign-up; links open the business's page. */

type Names = { firstName: string; businessName: string; businessUrl: string };

/** Accepted, new account: the link chooses the first password on the business's subdomain. */
export function signUpAcceptedNewAccountMail(options: Names & { token: string }) {
  const link = `${options.businessUrl}/set-password?token=${encodeURIComponent(options.token)}`;
  return {
    subject: `${options.businessName} accepted your sign-up`,
    text: `Hello ${options.firstName},\n\n${options.businessName} accepted your request to train with them. To choose your password and see your training calendar, open this link:\n${link}\n\nThe link works once and expires in 7 days.`,
    link,
  };
}

/** Accepted, existing account: it signs in as before. */
export function signUpAcceptedMail(options: Names) {
  const link = `${options.businessUrl}/login`;
  return {
    subject: `${options.businessName} accepted your sign-up`,
    text: `Hello ${options.firstName},\n\n${options.businessName} accepted your request to train with them. Sign in with your usual password to see your training:\n${link}`,
    link,
  };
}

export function signUpDeclinedMail(options: Names) {
  return {
    subject: `Your sign-up at ${options.businessName}`,
    text: `Hello ${options.firstName},\n\n${options.businessName} could not take your request to train with them this time. You can contact them through their page:\n${options.businessUrl}`,
  };
}
