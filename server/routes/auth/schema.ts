/** Request shapes of sign-up and sign-in (part 1 §5): the domain's, shared with the client. */
export { loginBody, registerBody } from '../../../domain/user';
