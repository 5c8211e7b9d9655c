import { waitFor } from '@testing-library/react';
import { AdvisorSignIn } from './advisor-sign-in';
import { StaffSignIn } from './staff-sign-in-page';
import { renderAt } from './test-render';

const { startSignIn } = vi.hoisted(() => ({
  startSignIn: vi.fn((): Promise<string | undefined> => Promise.resolve(undefined)),
}));
vi.mock('./sign-in', () => ({ startSignIn }));

beforeEach(() => {
  startSignIn.mockClear();
});

test('/advisor signs in as advisor, acting for the participant of the query', async () => {
  renderAt(<AdvisorSignIn />, '/advisor?personId=1001&advisorId=A7&employerId=E3');
  await waitFor(() =>
    expect(startSignIn).toHaveBeenCalledWith({
      kind: 'AdvisorOneWelcome',
      returnTo: '/',
      userId: '1001',
      impersonation: { personId: '1001', advisorId: 'A7', employerId: 'E3' },
    }),
  );
});

test('/ssp/sign-in signs in through the directory with the user id as state value', async () => {
  renderAt(<StaffSignIn />, '/ssp/sign-in?userId=2002');
  await waitFor(() => expect(startSignIn).toHaveBeenCalledWith({ kind: 'AAD', userId: '2002' }));
});
