import { z } from 'zod';

// zod probes for eval (`Function('')`) to compile faster parsers; the member pages' CSP forbids
// eval, so the probe would be reported as a violation on every form. The plain parser is enough.
// Every schema imports zod from here so the setting is made before any of them parses.
z.config({ jitless: true });

export { z };
