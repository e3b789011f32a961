/** The texts of the account mails; links point at the web app's routes. */
export function confirmationMail(options: { publicUrl: string; token: string; firstName: string }) {
  const link = `${options.publicUrl}/email-confirm/${options.token}/`;
  return {
    subject: "Confirm your e-mail address",
    text: `Hello ${options.firstName},\n\nPlease confirm your e-mail address by opening this link:\n${link}\n\nThe link works once and expires in 48 hours.`,
    link,
  };
}

export function passwordResetMail(options: {
  publicUrl: string;
  token: string;
  firstName: string;
}) {
  const link = `${options.publicUrl}/password-reset/${options.token}/`;
  return {
    subject: "Reset your password",
    text: `Hello ${options.firstName},\n\nSomeone asked to reset the password of your account. To choose a new password, open this link:\n${link}\n\nThe link works once and expires in 1 hour. If you did not ask for it, ignore this mail.`,
    link,
  };
}

/** To the owner of an address someone tried to register again: no account is made. */
export function registrationAttemptMail(options: {
  publicUrl: string;
  token: string;
  firstName: string;
}) {
  const link = `${options.publicUrl}/password-reset/${options.token}/`;
  return {
    subject: "Someone tried to register with your e-mail address",
    text: `Hello ${options.firstName},\n\nSomeone tried to create an account with your e-mail address, which already has one. No new account was made.\n\nIf it was you and you forgot your password, choose a new one with this link:\n${link}\n\nThe link works once and expires in 1 hour. If it was not you, ignore this mail: your account is unchanged.`,
    link,
  };
}
