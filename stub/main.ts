// `npm run stub`: starts the stub back end and says how to sign in.
import { startStub } from './server';
import { PersonaFileError } from './personas/load';

try {
  const stub = await startStub();
  const { port, issuer } = stub.config;
  console.log(`Stub back end on http://localhost:${port} (OpenID provider ${issuer})`);
} catch (error) {
  if (error instanceof PersonaFileError) {
    console.error(`Stub not started: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
