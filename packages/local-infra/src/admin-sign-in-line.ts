/**
 * What `npm start` prints about the admin sign-in. The password only when it is the demo one
 * this run chose; one supplied through ADMIN_PASSWORD is a secret and never reaches the log.
 */
export function adminSignInLine(
  email: string,
  demoPassword: string,
  suppliedPassword: string | undefined,
): string {
  if (suppliedPassword) return `Admin sign-in: ${email} (password from ADMIN_PASSWORD)`;
  return `Admin sign-in: ${email} / ${demoPassword}`;
}
