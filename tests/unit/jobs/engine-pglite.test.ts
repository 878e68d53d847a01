import { openDatabase } from '@/lib/db/open';
import { engineSuite } from './engine-suite';

/* The job engine in one process on PGlite: pg-boss and the items share its one instance. */
engineSuite('PGlite', async () => [await openDatabase({ engine: 'pglite', dataDir: 'memory://' })]);
