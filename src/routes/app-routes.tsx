// Placeholder: the route table (filled in by the routes work).
import { Route, Routes } from 'react-router';
import { RequireLogin } from '../auth/require-login';
import { SigninCallback } from '../auth/signin-callback';
import { HomePage } from '../pages/home/home-page';

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/signin-oidc" element={<SigninCallback />} />
      <Route
        path="*"
        element={
          <RequireLogin>
            <HomePage />
          </RequireLogin>
        }
      />
    </Routes>
  );
}
