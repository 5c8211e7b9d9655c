// The sign-in layer's public API: route elements, guards and actions. App code on the first
// load imports the module files instead: this barrel brings every sign-in page and (through the
// staff login) oidc-client-ts with it, which the routes and sign-in/out load only when needed.
export { RequireLogin, type RequireLoginProps } from './require-login';
export { SigninCallback } from './signin-callback';
export { AdvisorSignIn } from './advisor-sign-in';
export { StaffSignIn } from './staff-sign-in-page';
export { LogoutPage, clearAfterLogout } from './logout-page';
export { startSignIn, type SignInOptions } from './sign-in';
export { signOut } from './sign-out';
export { useUser, type SignedInUser } from './user-context';
export { useTokenValid } from './use-token-valid';
export { loginKinds, LOGOUT_PATH, type OidcLoginKind } from './login-kinds';
