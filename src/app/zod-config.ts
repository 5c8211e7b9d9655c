// Zod probes `new Function('')` to decide whether to compile parsers; under our CSP that probe is
// a reported violation. Jitless mode parses without it.
import { config } from 'zod/mini';

config({ jitless: true });
