/**
 * What the login and signup form says when something goes wrong, in a lazy chunk: the error
 * table is not needed to paint or fill in the form, so it stays out of the login page's first load.
 */
export { authErrorMessage, EMAIL_REQUIRED_FOR_RESET, PASSWORD_RESET_SENT } from '@fraudshield/domain';
