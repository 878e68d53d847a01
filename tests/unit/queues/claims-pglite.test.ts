import { openDatabase } from '@/lib/db/open';
import { claimsSuite } from './claims-suite';

/* The claim rules in one process on PGlite, where every claim goes through one instance. */
claimsSuite('PGlite', async () => [await openDatabase({ engine: 'pglite', dataDir: 'memory://' })]);
