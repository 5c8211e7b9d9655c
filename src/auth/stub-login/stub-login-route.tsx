// The /stub-login route, for the route table to include only outside production:
//   ...(import.meta.env.VITE_PORTAL_ENV !== 'production' ? [stubLoginRoute] : [])
// With that build-time guard the bundler leaves this module (and the /__stub/token call) out.
import { STUB_LOGIN_PATH } from '../sign-in';
import { StubLogin } from './stub-login';

export const stubLoginRoute = { path: STUB_LOGIN_PATH, element: <StubLogin /> };
