// The path of the stub's person-id login (spec section 2, test only). Every use sits behind
// `__TEST_BUILD__` or in the test build's routes, so production's bundle never holds it.
export const STUB_LOGIN_PATH = '/stub-login';
