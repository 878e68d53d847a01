import { openMemoryDatabase } from '../support/memory-database';
import { claimsSuite } from './claims-suite';

/* The claim rules in one process on PGlite, where every claim goes through one instance. */
claimsSuite('PGlite', async () => [await openMemoryDatabase()]);
