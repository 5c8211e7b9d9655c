// After a redirect sign-in with a state value, the back end is told who the session is about
// (spec section 7). Its answer is not read; a failure does not stop the sign-in.
import { http } from '../api/http-client';

export async function notifyUserInfo(userId: string): Promise<void> {
  try {
    await http({ path: '/plexus/userinfo', headers: { 'user-id': userId }, responseType: 'none' });
  } catch (error) {
    console.warn('userinfo notification failed', error);
  }
}
