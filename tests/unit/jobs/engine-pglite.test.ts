import { openMemoryDatabase } from '../support/memory-database';
import { engineSuite } from './engine-suite';

/* The job engine in one process on PGlite: pg-boss and the items share its one instance. */
engineSuite('PGlite', async () => [await openMemoryDatabase()]);
